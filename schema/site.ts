import { z } from 'zod';
import { AnchorId, Href, Image, Link, Text } from './fields.ts';
import { Words } from './words.ts';

const Colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'colour' })
  .meta({ patternErrorMessage: 'Write # and six digits or letters a to f, for example #1f4e8c.' });

/** The scheme and host of an https address, nothing after it: `https://www.example.com`. */
const HttpsOrigin = (error: 'base-url' | 'origin') =>
  z
    .string()
    .regex(/^https:\/\/[^\s/]+$/, { error })
    .meta({
      patternErrorMessage:
        'Write https:// and the host name only, with no path and no slash at the end, for example https://www.example.com.',
    });

/** A group of pages in the menus, filled by the pages whose `nav.group` names it. */
export const NavGroup = z.strictObject({
  id: AnchorId.describe('The name pages use in `nav.group`, for example `industries`.'),
  label: Text.describe("The group's name in menus, for example `Industries`."),
  nestUnder: z.string().optional().describe('Show this group as the sub-list of the page at this path (the ERP modules under ERP).'),
});

/** A footer column listing a nav group. */
export const FooterColumn = z.strictObject({
  heading: Text.describe("The column's heading."),
  group: z.string().describe('The nav group it lists.'),
  split: z.number().int().min(1).max(3).default(1).describe('Split the list over this many sub-columns.'),
});

/** A social network profile. */
export const SocialLink = z.strictObject({
  network: z.enum(['linkedin', 'youtube', 'x']).describe('Which network, for the icon.'),
  label: Text.describe('The accessible name, for example `Lumora on LinkedIn`.'),
  href: Href.describe("The profile's address (https:)."),
});

/** A heading of the privacy policy with its paragraphs. */
const PrivacySection = z.strictObject({
  heading: Text.describe('The section heading.'),
  paragraphs: z.array(Text).min(1).describe('Its paragraphs.'),
});

/** A language code as `languages` takes it (BCP 47, `es`, `es-US`): also the name of its pages' folder and of its preview module. */
export const languageCodePattern = /^[a-z]{2,3}(-[A-Z]{2}|-[0-9]{3})?$/;

/** A language the site is written in: its code, its name in itself and the way its text runs. */
export const Language = z.strictObject({
  code: z
    .string()
    .regex(languageCodePattern, { error: 'language-code' })
    .meta({
      patternErrorMessage:
        'Write two or three lower-case letters, with the region after a hyphen when it matters, for example es or es-US.',
    })
    .describe(
      'The language code (BCP 47), for example `es` or `es-US`: its pages answer under /<code>/ and are translated in pages/<code>/.',
    ),
  name: Text.describe('The language’s name in itself, as the language switcher shows it: `English`, `Español`.'),
  dir: z
    .enum(['ltr', 'rtl'])
    .default('ltr')
    .describe('The way its text runs: `ltr`, left to right, or `rtl`, right to left (Arabic, Hebrew).'),
});

/** Site-wide settings: brand, contact details, menus, footer and privacy policy. */
export const SiteSchema = z.strictObject({
  brand: z
    .strictObject({
      name: Text.describe('The brand name.'),
      logo: Image.describe('The logo, shown in the header.'),
      color: Colour.describe('The main brand colour, as #rrggbb.'),
      accent: Colour.describe('The accent colour, as #rrggbb.'),
    })
    .describe('The company. `{brand}` in any text is replaced by `brand.name`.'),
  baseUrl: HttpsOrigin('base-url').describe(
    "The site's public address without a trailing slash, used for canonical links and the sitemap.",
  ),
  lang: z.string().default('en').describe('The site language, for example `en`: the language of the pages in pages/.'),
  languages: z
    .array(Language)
    .min(2)
    .optional()
    .describe(
      'The languages the site is written in, when there is more than one: first `lang`, the language of pages/, then each translation, whose pages are in pages/<code>/ (a file there translates the page at the same place in pages/).',
    ),
  contact: z
    .strictObject({
      email: z
        .email({ error: 'email' })
        .meta({ patternErrorMessage: 'Write a mail address, for example sales@example.com.' })
        .describe('The enquiries mail address.'),
      phone: Text.describe('The phone number as people read it, for example `+1 704 555 0142`.'),
    })
    .describe('Contact details. `{email}` and `{phone}` in any text are replaced by these.'),
  tokens: z
    .record(
      z
        .string()
        .regex(/^[a-zA-Z]\w*$/)
        .meta({
          patternErrorMessage: 'Start the token name with a letter, then letters, digits or underscores only, for example brandSlug.',
        }),
      z.string(),
    )
    .default({})
    .describe('Extra `{tokens}` authors may use in text, as name: value.'),
  navGroups: z.array(NavGroup).min(1).describe('The menu groups, in header order.'),
  header: z
    .strictObject({
      links: z.array(Link).default([]).describe('Plain links after the dropdowns, for example Our Technologies.'),
      action: Link.describe('The button at the end of the header, for example Contact Us.'),
    })
    .describe("The header's plain links after the groups, and its button."),
  footer: z
    .strictObject({
      columns: z.array(FooterColumn).min(1).describe('Columns of page links.'),
      contactHeading: Text.default('Contact Us').describe('Heading of the contact column.'),
      copyright: Text.describe('The copyright line; `{year}` becomes the build year.'),
    })
    .describe('The footer.'),
  social: z.array(SocialLink).default([]).describe('Social network profiles, shown in the footer and the contact block.'),
  privacy: z
    .strictObject({
      title: Text.describe("The policy's title."),
      updated: Text.optional().describe('The date the policy last changed, as people read it.'),
      sections: z.array(PrivacySection).min(1).describe("The policy's sections."),
      agreement: Text.describe('The closing line the visitor agrees to.'),
    })
    .describe('The privacy policy, opened from the footer.'),
  enquiryForm: z
    .strictObject({
      url: Href.describe("The form's address (https:)."),
      allowedOrigins: z
        .array(HttpsOrigin('origin'))
        .min(1)
        .describe('Origins the frame may load from, for example `https://forms.example-crm.com`.'),
    })
    .describe('The embedded enquiry form of the third-party CRM.'),
  words: Words.prefault({}),
});

export type Language = z.output<typeof Language>;
export type SiteInput = z.input<typeof SiteSchema>;
export type Site = z.output<typeof SiteSchema>;
