import { z } from 'zod';
import { SectionHeading, Text } from '../fields.ts';

export const EnquiryFormSectionSchema = z
  .strictObject({
    type: z.literal('enquiry-form').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    frameTitle: Text.default('Enquiry form').describe("The frame's accessible title, read out by screen readers."),
    height: z.number().int().min(300).max(2000).default(720).describe('Height of the frame in pixels.'),
    loadingText: Text.default('Loading the enquiry form…').describe('Shown in place of the form while it loads.'),
    fallback: Text.default('Form not loading? Write to us at').describe('Text before the fallback mail link.'),
  })
  .describe(
    'The enquiry form of the third-party CRM, embedded in a frame. Its address and allowed origin come from `enquiryForm` in site.yaml; a mail link is offered for visitors the frame fails.',
  );

export type EnquiryFormSectionInput = z.input<typeof EnquiryFormSectionSchema>;
export type EnquiryFormSection = z.output<typeof EnquiryFormSectionSchema>;
