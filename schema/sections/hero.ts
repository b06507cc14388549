import { z } from 'zod';
import { Image, Link, Text } from '../fields.ts';

/** A heading written in parts so the middle part can be highlighted in the brand colour. */
export const HeadingParts = z.strictObject({
  /** Words before the highlight. */
  part1: Text,
  /** The highlighted words. */
  span: Text,
  /** Words after the highlight, if any. */
  part2: Text.optional(),
});

/** The top band of a page. It holds the page's only level-1 heading. */
export const HeroSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('hero'),
  /** A short line above the heading, for example the industry's tagline. */
  eyebrow: Text.optional(),
  /** The page's main heading: plain text, or `{ part1, span, part2 }` to highlight `span`. */
  heading: z.union([Text, HeadingParts]),
  /** One or two sentences under the heading. */
  subtext: Text.optional(),
  /** A claim shown as a badge under the buttons, for example `Proven for 10,000+ users`. */
  claim: Text.optional(),
  /** Buttons under the text; the first is the main one. */
  actions: z.array(Link).max(2).default([]),
  /** Illustration beside the text on wide screens. */
  image: Image.optional(),
  /** `banner` is the tall home-page band; `page` suits every other page. */
  size: z.enum(['banner', 'page']).default('page'),
});

export type HeroSectionInput = z.input<typeof HeroSectionSchema>;
export type HeroSection = z.output<typeof HeroSectionSchema>;
