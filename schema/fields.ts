import { z } from 'zod';

// Every field carries a `.describe()`: the text editors show on hover (schema/*.schema.json) and
// the field reference in AUTHORING.md (`npm run authoring`) are both made from it.

/** A line of visible text: trimmed, never empty. May contain `{tokens}` such as `{brand}`. */
export const Text = z.string().trim().min(1);

/**
 * A site path such as `/erp` or `/contact-us#form`: starts with one slash, no spaces. A second
 * slash or a backslash right after the first would make browsers leave the site (`//evil.example`).
 */
export const InternalPath = z.string().regex(/^\/(?![/\\])[^\s?\\]*(?:[?#][^\s\\]*)?$/, { error: 'internal-path' });

/**
 * Where a link may point. Only internal paths, a place on the same page (`#form`), https:, mailto:
 * and tel: are allowed, so that an author can never ship a `javascript:` or `data:` link, or send
 * visitors to an insecure page. Where an `#id` points is checked against the target page's ids.
 */
export const Href = z.string().refine(isSafeHref, { error: 'unsafe-url' });

export function isSafeHref(value: string): boolean {
  if (InternalPath.safeParse(value).success || /^#[a-z][a-z0-9-]*$/.test(value)) return true;
  // An https: address must also be one a browser can open (no stray `|` or `%`).
  if (/^https:\/\/[^\s/\\]+\.[^\s\\]+$/i.test(value)) return URL.canParse(value);
  return /^mailto:[^\s@]+@[^\s@]+$/i.test(value) || /^tel:\+?[\d\s().-]{5,}$/i.test(value);
}

/** A labelled link: a button or a text link. */
export const Link = z
  .strictObject({
    label: Text.describe('The words on the link, for example `More`.'),
    href: Href.describe(
      'Where it goes: a site path such as `/pricing` or `/contact-us#form`, a place on the same page such as `#form`, or an https:, mailto: or tel: address.',
    ),
    context: Text.optional().describe(
      'Words read after a short label by screen readers and search engines, not shown: `about our ERP` after `More`.',
    ),
  })
  .describe('A link: the words people click (label) and where it leads (href), for example “More” leading to /erp.');
export type Link = z.output<typeof Link>;

/** A picture stored in `public/images/`. */
export const Image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i, { error: 'image-src' })
      .meta({
        patternErrorMessage:
          'Write the path of a picture in public/images, with no spaces, ending in .svg, .png, .jpg, .jpeg, .webp or .avif, for example /images/modules/vendor-portal.svg.',
      })
      .describe('The picture file under public/, for example `/images/modules/vendor-portal.svg`.'),
    alt: Text.optional().describe(
      'What the picture shows, in a few words, for people who cannot see it. Required unless `decorative` is true.',
    ),
    decorative: z
      .boolean()
      .default(false)
      .describe('True when the picture is ornament only and adds nothing to the text; screen readers then skip it.'),
  })
  .refine((image) => image.decorative || image.alt !== undefined, { error: 'image-alt', path: ['alt'] })
  .describe(
    'A picture: its file under /images/ (src) and what it shows, for people who cannot see it (alt); a picture that only decorates is marked decorative instead.',
  );
export type Image = z.output<typeof Image>;

/** The name of an icon from Material Icons, in PascalCase, for example `Inventory2` or `Speed`. */
export const IconName = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]*$/, { error: 'icon-name' })
  .meta({
    patternErrorMessage: 'Write a Material icon name: a capital letter, then letters and digits only, for example Inventory2 or Speed.',
  });

/** A name other parts refer to, such as a section's anchor or a menu group: `pricing-plans`. */
export const AnchorId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, { error: 'anchor-id' })
  .meta({
    patternErrorMessage:
      'Write lower-case letters, digits and hyphens, starting with a letter and with no spaces, for example pricing-plans.',
  });

/** A question with its answer: FAQ entries and features. */
export const QuestionAnswer = z.strictObject({
  question: Text.describe('The question or feature title.'),
  answer: Text.describe("The answer or the feature's description."),
});
export type QuestionAnswer = z.output<typeof QuestionAnswer>;

/** An optional section heading (rendered as a level-2 heading) and an introduction under it. */
export const SectionHeading = {
  heading: Text.optional().describe('Heading of the section.'),
  intro: Text.optional().describe('One or two sentences under the heading.'),
  id: AnchorId.optional().describe('Anchor id so other pages can link to `#id`. Lower-case letters, digits and hyphens.'),
  tone: z.enum(['plain', 'muted', 'brand']).default('plain').describe('Background of the section band.'),
};
