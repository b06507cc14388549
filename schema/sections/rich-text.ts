import { z } from 'zod';
import { SectionHeading, Text } from '../fields.ts';

/** One block of running text. */
export const TextBlock = z.union([
  z.strictObject({
    /** A paragraph. */
    paragraph: Text,
  }),
  z.strictObject({
    /** A sub-heading (level 3). */
    subheading: Text,
  }),
  z.strictObject({
    /** A bulleted list, one entry per line. */
    list: z.array(Text).min(1),
  }),
]);

/** Running text: paragraphs, sub-headings and lists. Written as plain text, never HTML. */
export const RichTextSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('rich-text'),
  ...SectionHeading,
  /** The blocks, in order. */
  blocks: z.array(TextBlock).min(1),
});

export type RichTextSectionInput = z.input<typeof RichTextSectionSchema>;
export type RichTextSection = z.output<typeof RichTextSectionSchema>;
