import { z } from 'zod';
import { IconName, SectionHeading, Text } from '../fields.ts';

/** A card with a title on the front and its text on the back. */
export const FlipCard = z.strictObject({
  title: Text.describe('The title on the front, for example `Our Mission`.'),
  icon: IconName.optional().describe('A Material icon on the front.'),
  text: Text.describe('The text on the back.'),
});

export const FlipCardsSectionSchema = z
  .strictObject({
    type: z.literal('flip-cards').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    cards: z.array(FlipCard).min(1).max(4).describe('The cards, in order.'),
  })
  .describe("Cards that turn over on hover or keyboard focus (mission and vision). Both sides are always in the page's text.");

export type FlipCardsSectionInput = z.input<typeof FlipCardsSectionSchema>;
export type FlipCardsSection = z.output<typeof FlipCardsSectionSchema>;
