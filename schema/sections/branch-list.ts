import { z } from 'zod';
import { Href, SectionHeading, Text } from '../fields.ts';

/** One office. */
export const Branch = z.strictObject({
  name: Text.describe("The office's name, for example `Hyderabad, India`."),
  address: z.array(Text).min(1).describe('Postal address, one line per entry.'),
  mapUrl: Href.describe('Link to the office on a map service (https:).'),
  mapLabel: Text.default('View on Map').describe('The words of the map link.'),
});

export const BranchListSectionSchema = z
  .strictObject({
    type: z.literal('branch-list').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    branches: z.array(Branch).min(1).describe('The offices, in order.'),
  })
  .describe('Office cards with addresses and map links.');

export type BranchListSectionInput = z.input<typeof BranchListSectionSchema>;
export type BranchListSection = z.output<typeof BranchListSectionSchema>;
