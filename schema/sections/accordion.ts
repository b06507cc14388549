import { z } from 'zod';
import { QuestionAnswer, SectionHeading } from '../fields.ts';

/** Questions with expandable answers. None is open at first and at most one is open at a time. */
export const AccordionSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('accordion'),
  ...SectionHeading,
  /** The questions and answers, in order. */
  items: z.array(QuestionAnswer).min(1),
});

export type AccordionSectionInput = z.input<typeof AccordionSectionSchema>;
export type AccordionSection = z.output<typeof AccordionSectionSchema>;
