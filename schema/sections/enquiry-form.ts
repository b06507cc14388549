import { z } from 'zod';
import { SectionHeading, Text } from '../fields.ts';

/**
 * The enquiry form of the third-party CRM, embedded in a frame. Its address and allowed origin
 * come from `enquiryForm` in site.yaml; a mail link is offered for visitors the frame fails.
 */
export const EnquiryFormSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('enquiry-form'),
  ...SectionHeading,
  /** The frame's accessible title, read out by screen readers. */
  frameTitle: Text.default('Enquiry form'),
  /** Height of the frame in pixels. */
  height: z.number().int().min(300).max(2000).default(720),
  /** Text before the fallback mail link. */
  fallback: Text.default('Form not loading? Write to us at'),
});

export type EnquiryFormSectionInput = z.input<typeof EnquiryFormSectionSchema>;
export type EnquiryFormSection = z.output<typeof EnquiryFormSectionSchema>;
