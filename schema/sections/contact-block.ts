import { z } from 'zod';
import { Image, SectionHeading, Text } from '../fields.ts';

export const ContactBlockSectionSchema = z
  .strictObject({
    type: z.literal('contact-block').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    emailLabel: Text.default('Email us').describe('Label before the mail link.'),
    phoneLabel: Text.default('Call us').describe('Label before the phone link.'),
    social: z.boolean().default(true).describe('Show the social links from site.yaml.'),
    image: Image.optional().describe('A picture beside the contact details on wide screens.'),
  })
  .describe("The company's mail address, phone number and social links, from site.yaml.");

export type ContactBlockSectionInput = z.input<typeof ContactBlockSectionSchema>;
export type ContactBlockSection = z.output<typeof ContactBlockSectionSchema>;
