import { z } from 'zod';
import { QuestionAnswer, SectionHeading } from '../fields.ts';

export const AccordionSectionSchema = z
  .strictObject({
    type: z.literal('accordion').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    items: z.array(QuestionAnswer).min(1).describe('The questions and answers, in order.'),
  })
  .describe('Questions with expandable answers. None is open at first and at most one is open at a time.');

export type AccordionSectionInput = z.input<typeof AccordionSectionSchema>;
export type AccordionSection = z.output<typeof AccordionSectionSchema>;
