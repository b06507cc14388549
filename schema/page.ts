import { z } from 'zod';
import { Link, Text } from './fields.ts';
import { SectionSchema } from './sections/index.ts';

/** A word of a path: lower-case letters and digits, or a `{token}` (the editor sees it unfilled). */
const pathWord = String.raw`(?:[a-z0-9]|\{[a-zA-Z]\w*\})+`;

/** A lower-case site path: `/`, `/erp`, `/why-{brandSlug}` (a page's `path`; a move checks its new address with it too). */
export const PagePath = z
  .string()
  .regex(new RegExp(String.raw`^\/(${pathWord}(-${pathWord})*(\/${pathWord}(-${pathWord})*)*)?$`), { error: 'page-path' })
  .meta({
    patternErrorMessage:
      'Write the address in lower case: a slash, then words of letters and digits joined by hyphens, with no spaces, for example /material-management.',
  });

/** How the page appears in the header, the mobile menu and the footer. */
export const PageNav = z.strictObject({
  group: z.string().min(1).describe('The menu group, one of `navGroups` in site.yaml, for example `industries`.'),
  label: Text.describe("The page's name in menus, for example `Retail`."),
  order: z.number().int().min(0).default(100).describe('Position within the group: lower comes first.'),
  dropdown: z
    .boolean()
    .default(true)
    .describe("False leaves the page out of the header's dropdown on wide screens; it stays in the mobile menu."),
  blurb: z
    .strictObject({
      heading: Text.describe("The panel's heading."),
      text: Text.describe('A sentence or two about the page.'),
      button: Text.default('More').describe("The words of the panel's button to this page."),
    })
    .optional()
    .describe('A panel shown beside the item in the header dropdown.'),
});
export type PageNav = z.output<typeof PageNav>;

/** One page of the site: where it lives, how search engines see it, and its sections. */
export const PageSchema = z.strictObject({
  path: PagePath.describe("The page's address, lower-case, for example `/material-management`."),
  aliases: z
    .array(
      z
        .string()
        .regex(/^\/[^\s]*$/, { error: 'internal-path' })
        .meta({
          patternErrorMessage:
            'Write another spelling of the address: a slash, then the page, with no spaces, for example /Material-management.',
        }),
    )
    .default([])
    .describe('Other spellings that lead here, for example `/Material-management`. Letter-case variants of `path` always work.'),
  title: Text.describe(
    'The browser-tab and search-result title, at most about 60 characters, for example `Retail ERP and POS Software | {brand}`.',
  ),
  description: Text.describe('The search-result summary: one or two sentences, 50 to 160 characters, different from every other page.'),
  nav: PageNav.optional().describe('Where the page appears in menus. Leave out for pages not in menus.'),
  sitemap: z.boolean().default(true).describe('List the page in sitemap.xml.'),
  parent: Link.optional().describe(
    'The page above this one in the breadcrumb search engines show, for example “Industries” leading to /industries.',
  ),
  sections: z.array(SectionSchema).min(1).describe("The page's content, top to bottom. The first section is the hero."),
});

export type PageInput = z.input<typeof PageSchema>;
export type Page = z.output<typeof PageSchema>;
