import { z } from 'zod';
import { IconName, SectionHeading, Text } from '../fields.ts';

/** A card with a title on the front and its text on the back. */
export const FlipCard = z.strictObject({
  /** The title on the front, for example `Our Mission`. */
  title: Text,
  /** A Material icon on the front. */
  icon: IconName.optional(),
  /** The text on the back. */
  text: Text,
});

/** Cards that turn over on hover or keyboard focus (mission and vision). Both sides are always in the page's text. */
export const FlipCardsSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('flip-cards'),
  ...SectionHeading,
  /** The cards, in order. */
  cards: z.array(FlipCard).min(1).max(4),
});

export type FlipCardsSectionInput = z.input<typeof FlipCardsSectionSchema>;
export type FlipCardsSection = z.output<typeof FlipCardsSectionSchema>;
