import { z } from 'zod';
import { Link, Text } from './fields.ts';
import { SectionSchema } from './sections/index.ts';

/** A lower-case site path: `/`, `/erp`, `/why-{brandSlug}`. */
const PagePath = z.string().regex(/^\/([a-z0-9{}]+(-[a-z0-9{}]+)*(\/[a-z0-9{}]+(-[a-z0-9{}]+)*)*)?$/, { error: 'page-path' });

/** How the page appears in the header, the mobile menu and the footer. */
export const PageNav = z.strictObject({
  /** The menu group, one of `navGroups` in site.yaml, for example `industries`. */
  group: z.string().min(1),
  /** The page's name in menus, for example `Retail`. */
  label: Text,
  /** Position within the group: lower comes first. */
  order: z.number().int().min(0).default(100),
  /** A panel shown beside the item in the header dropdown. */
  blurb: z
    .strictObject({
      /** The panel's heading. */
      heading: Text,
      /** A sentence or two about the page. */
      text: Text,
      /** The words of the panel's button to this page. */
      button: Text.default('More'),
    })
    .optional(),
});
export type PageNav = z.output<typeof PageNav>;

/** One page of the site: where it lives, how search engines see it, and its sections. */
export const PageSchema = z.strictObject({
  /** The page's address, lower-case, for example `/material-management`. */
  path: PagePath,
  /** Other spellings that lead here, for example `/Material-management`. Letter-case variants of `path` always work. */
  aliases: z.array(z.string().regex(/^\/[^\s]*$/, { error: 'internal-path' })).default([]),
  /** The browser-tab and search-result title. */
  title: Text,
  /** The search-result summary: one or two sentences. */
  description: Text,
  /** Where the page appears in menus. Leave out for pages not in menus. */
  nav: PageNav.optional(),
  /** List the page in sitemap.xml. */
  sitemap: z.boolean().default(true),
  /** Breadcrumb parent shown to search engines, for example `{ label: Industries, href: /industries }`. */
  parent: Link.optional(),
  /** The page's content, top to bottom. The first section is the hero. */
  sections: z.array(SectionSchema).min(1),
});

export type PageInput = z.input<typeof PageSchema>;
export type Page = z.output<typeof PageSchema>;
