import { z } from 'zod';
import { IconName, Image, Link, SectionHeading, Text } from '../fields.ts';

/** One card: a title, a paragraph, and optionally an icon or picture and a link. */
export const Card = z.strictObject({
  title: Text.describe("The card's title."),
  text: Text.describe("The card's paragraph."),
  icon: IconName.optional().describe('A Material icon shown at the top of the card.'),
  image: Image.optional().describe('A picture shown at the top of the card, instead of an icon.'),
  link: Link.optional().describe('A link at the bottom of the card, for example “More” leading to /erp.'),
});

export const CardGridSectionSchema = z
  .strictObject({
    type: z.literal('card-grid').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    columns: z
      .number()
      .int()
      .min(2)
      .max(4)
      .default(3)
      .describe('Cards per row on wide screens (2, 3 or 4); phones always show one per row.'),
    style: z
      .enum(['plain', 'numbered'])
      .default('plain')
      .describe('`plain` cards, or `numbered` cards that show 1, 2, 3… before each title.'),
    cards: z.array(Card).min(1).describe('The cards, in order.'),
    action: Link.optional().describe('A button under the grid.'),
  })
  .describe('A grid of cards: products, technology, industry features, benefits, reasons.');

export type CardGridSectionInput = z.input<typeof CardGridSectionSchema>;
export type CardGridSection = z.output<typeof CardGridSectionSchema>;
