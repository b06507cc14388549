import { z } from 'zod';
import { Href, Image, Link, Text } from './fields.ts';

/** A group of pages in the menus, filled by the pages whose `nav.group` names it. */
export const NavGroup = z.strictObject({
  /** The name pages use in `nav.group`, for example `industries`. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'anchor-id' }),
  /** The group's name in menus, for example `Industries`. */
  label: Text,
  /** Show this group as the sub-list of the page at this path (the ERP modules under ERP). */
  nestUnder: z.string().optional(),
});

/** A footer column listing a nav group. */
export const FooterColumn = z.strictObject({
  /** The column's heading. */
  heading: Text,
  /** The nav group it lists. */
  group: z.string(),
  /** Split the list over this many sub-columns. */
  split: z.number().int().min(1).max(3).default(1),
});

/** A social network profile. */
export const SocialLink = z.strictObject({
  /** Which network, for the icon. */
  network: z.enum(['linkedin', 'youtube', 'x']),
  /** The accessible name, for example `Lumora on LinkedIn`. */
  label: Text,
  /** The profile's address (https:). */
  href: Href,
});

/** Site-wide settings: brand, contact details, menus, footer and privacy policy. */
export const SiteSchema = z.strictObject({
  /** The company. `{brand}` in any text is replaced by `brand.name`. */
  brand: z.strictObject({
    /** The brand name. */
    name: Text,
    /** The logo, shown in the header. */
    logo: Image,
    /** The main brand colour, as #rrggbb. */
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'colour' }),
    /** The accent colour, as #rrggbb. */
    accent: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'colour' }),
  }),
  /** The site's public address without a trailing slash, used for canonical links and the sitemap. */
  baseUrl: z.string().regex(/^https:\/\/[^\s/]+$/, { error: 'base-url' }),
  /** The site language, for example `en`. */
  lang: z.string().default('en'),
  /** Contact details. `{email}` and `{phone}` in any text are replaced by these. */
  contact: z.strictObject({
    /** The enquiries mail address. */
    email: z.email({ error: 'email' }),
    /** The phone number as people read it, for example `+1 704 555 0142`. */
    phone: Text,
  }),
  /** Extra `{tokens}` authors may use in text, as name: value. */
  tokens: z.record(z.string().regex(/^[a-zA-Z]\w*$/), z.string()).default({}),
  /** The menu groups, in header order. */
  navGroups: z.array(NavGroup).min(1),
  /** The header's plain links after the groups, and its button. */
  header: z.strictObject({
    /** Plain links after the dropdowns, for example Our Technologies. */
    links: z.array(Link).default([]),
    /** The button at the end of the header, for example Contact Us. */
    action: Link,
  }),
  /** The footer. */
  footer: z.strictObject({
    /** Columns of page links. */
    columns: z.array(FooterColumn).min(1),
    /** Heading of the contact column. */
    contactHeading: Text.default('Contact Us'),
    /** The copyright line; `{year}` becomes the build year. */
    copyright: Text,
  }),
  /** Social network profiles, shown in the footer and the contact block. */
  social: z.array(SocialLink).default([]),
  /** The privacy policy, opened from the footer. */
  privacy: z.strictObject({
    /** The policy's title. */
    title: Text,
    /** The date the policy last changed, as people read it. */
    updated: Text.optional(),
    /** The policy's sections. */
    sections: z
      .array(
        z.strictObject({
          /** The section heading. */
          heading: Text,
          /** Its paragraphs. */
          paragraphs: z.array(Text).min(1),
        }),
      )
      .min(1),
    /** The closing line the visitor agrees to. */
    agreement: Text,
  }),
  /** The embedded enquiry form of the third-party CRM. */
  enquiryForm: z.strictObject({
    /** The form's address (https:). */
    url: Href,
    /** Origins the frame may load from, for example `https://forms.example-crm.com`. */
    allowedOrigins: z.array(z.string().regex(/^https:\/\/[^\s/]+$/, { error: 'origin' })).min(1),
  }),
});

export type SiteInput = z.input<typeof SiteSchema>;
export type Site = z.output<typeof SiteSchema>;
