import { z } from 'zod';

/** A line of visible text: trimmed, never empty. May contain `{tokens}` such as `{brand}`. */
export const Text = z.string().trim().min(1);

/** A site path such as `/erp` or `/contact-us#form`: starts with one slash, no spaces. */
export const InternalPath = z
  .string()
  .regex(/^\/(?!\/)[^\s?]*(?:[?#][^\s]*)?$/, { error: 'internal-path' });

/**
 * Where a link may point. Only internal paths, https:, mailto: and tel: are allowed, so that an
 * author can never ship a `javascript:` or `data:` link, or send visitors to an insecure page.
 */
export const Href = z.string().refine(isSafeHref, { error: 'unsafe-url' });

export function isSafeHref(value: string): boolean {
  if (InternalPath.safeParse(value).success) return true;
  return /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value) || /^mailto:[^\s@]+@[^\s@]+$/i.test(value) || /^tel:\+?[\d\s().-]{5,}$/i.test(value);
}

/** A labelled link: a button or a text link. */
export const Link = z.strictObject({
  /** The words on the link, for example `More`. */
  label: Text,
  /** Where it goes: an internal path, https:, mailto: or tel:. */
  href: Href,
});
export type Link = z.output<typeof Link>;

/**
 * A picture stored in `public/images/`. Give `alt` (what the picture shows, for people who
 * cannot see it) or mark it `decorative: true` when it adds nothing to the text.
 */
export const Image = z
  .strictObject({
    /** Path under public/, for example `/images/modules/vendor-portal.svg`. */
    src: z.string().regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i, { error: 'image-src' }),
    /** A short description of the picture for screen readers. */
    alt: Text.optional(),
    /** True when the picture is ornament only; screen readers then skip it. */
    decorative: z.boolean().default(false),
  })
  .refine((image) => image.decorative || image.alt !== undefined, { error: 'image-alt', path: ['alt'] });
export type Image = z.output<typeof Image>;

/** The name of an icon from Material Icons, in PascalCase, for example `Inventory2` or `Speed`. */
export const IconName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, { error: 'icon-name' });

/** A question with its answer: FAQ entries and features. */
export const QuestionAnswer = z.strictObject({
  /** The question or feature title. */
  question: Text,
  /** The answer or the feature's description. */
  answer: Text,
});
export type QuestionAnswer = z.output<typeof QuestionAnswer>;

/** An optional section heading (rendered as a level-2 heading) and an introduction under it. */
export const SectionHeading = {
  /** Heading of the section. */
  heading: Text.optional(),
  /** One or two sentences under the heading. */
  intro: Text.optional(),
  /** Anchor id so other pages can link to `#id`. Lower-case letters, digits and hyphens. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'anchor-id' }).optional(),
  /** Background of the section band. */
  tone: z.enum(['plain', 'muted', 'brand']).default('plain'),
};
