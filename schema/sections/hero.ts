import { z } from 'zod';
import { Image, Link, Text } from '../fields.ts';

/** A heading written in parts so the middle part can be highlighted in the brand colour. */
export const HeadingParts = z.strictObject({
  part1: Text.describe('Words before the highlight.'),
  span: Text.describe('The highlighted words.'),
  part2: Text.optional().describe('Words after the highlight, if any.'),
});

export const HeroSectionSchema = z
  .strictObject({
    type: z.literal('hero').describe('Which kind of section this is; picks the fields below.'),
    eyebrow: Text.optional().describe("A short line above the heading, for example the industry's tagline."),
    // Each kind is titled by what the author gets, for the studio's choice between them.
    heading: z
      .union([Text.meta({ title: 'Plain heading' }), HeadingParts.meta({ title: 'Heading with a highlighted part' })])
      .describe(
        "The page's main heading. To highlight some of its words, split it into the words before (part1), the highlighted words (span) and the words after (part2).",
      ),
    subtext: Text.optional().describe('One or two sentences under the heading.'),
    claim: Text.optional().describe('A claim shown as a badge under the buttons, for example `Proven for 10,000+ users`.'),
    actions: z.array(Link).max(2).default([]).describe('Buttons under the text; the first is the main one.'),
    image: Image.optional().describe('Illustration beside the text on wide screens.'),
    size: z.enum(['banner', 'page']).default('page').describe('`banner` is the tall home-page band; `page` suits every other page.'),
  })
  .describe("The top band of a page. It holds the page's only level-1 heading.");

export type HeroSectionInput = z.input<typeof HeroSectionSchema>;
export type HeroSection = z.output<typeof HeroSectionSchema>;
