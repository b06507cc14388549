import { z } from 'zod';
import { Image, SectionHeading, Text } from '../fields.ts';

/** The company's mail address, phone number and social links, from site.yaml. */
export const ContactBlockSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('contact-block'),
  ...SectionHeading,
  /** Label before the mail link. */
  emailLabel: Text.default('Email us'),
  /** Label before the phone link. */
  phoneLabel: Text.default('Call us'),
  /** Show the social links from site.yaml. */
  social: z.boolean().default(true),
  /** A picture beside the contact details on wide screens. */
  image: Image.optional(),
});

export type ContactBlockSectionInput = z.input<typeof ContactBlockSectionSchema>;
export type ContactBlockSection = z.output<typeof ContactBlockSectionSchema>;
