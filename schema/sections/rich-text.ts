import { z } from 'zod';
import { SectionHeading, Text } from '../fields.ts';

/** One block of running text. */
export const TextBlock = z.union([
  z.strictObject({
    paragraph: Text.describe('A paragraph.'),
  }),
  z.strictObject({
    subheading: Text.describe('A sub-heading (level 3).'),
  }),
  z.strictObject({
    list: z.array(Text).min(1).describe('A bulleted list, one entry per line.'),
  }),
]);

export const RichTextSectionSchema = z
  .strictObject({
    type: z.literal('rich-text').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    blocks: z.array(TextBlock).min(1).describe('The blocks, in order; each is a `paragraph`, a `subheading` or a `list`.'),
  })
  .describe('Running text: paragraphs, sub-headings and lists. Written as plain text, never HTML.');

export type RichTextSectionInput = z.input<typeof RichTextSectionSchema>;
export type RichTextSection = z.output<typeof RichTextSectionSchema>;
