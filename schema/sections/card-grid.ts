import { z } from 'zod';
import { IconName, Image, Link, SectionHeading, Text } from '../fields.ts';

/** One card: a title, a paragraph, and optionally an icon or picture and a link. */
export const Card = z.strictObject({
  /** The card's title. */
  title: Text,
  /** The card's paragraph. */
  text: Text,
  /** A Material icon shown at the top of the card. */
  icon: IconName.optional(),
  /** A picture shown at the top of the card, instead of an icon. */
  image: Image.optional(),
  /** A link at the bottom of the card, for example `{ label: More, href: /erp }`. */
  link: Link.optional(),
});

/** A grid of cards: products, technology, industry features, benefits, reasons. */
export const CardGridSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('card-grid'),
  ...SectionHeading,
  /** Cards per row on wide screens (2, 3 or 4); phones always show one per row. */
  columns: z.number().int().min(2).max(4).default(3),
  /** `plain` cards, or `numbered` cards that show 1, 2, 3… before each title. */
  style: z.enum(['plain', 'numbered']).default('plain'),
  /** The cards, in order. */
  cards: z.array(Card).min(1),
  /** A button under the grid. */
  action: Link.optional(),
});

export type CardGridSectionInput = z.input<typeof CardGridSectionSchema>;
export type CardGridSection = z.output<typeof CardGridSectionSchema>;
