import { z } from 'zod';
import { Href, SectionHeading, Text } from '../fields.ts';

/** One office. */
export const Branch = z.strictObject({
  /** The office's name, for example `Hyderabad, India`. */
  name: Text,
  /** Postal address, one line per entry. */
  address: z.array(Text).min(1),
  /** Link to the office on a map service (https:). */
  mapUrl: Href,
  /** The words of the map link. */
  mapLabel: Text.default('View on Map'),
});

/** Office cards with addresses and map links. */
export const BranchListSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('branch-list'),
  ...SectionHeading,
  /** The offices, in order. */
  branches: z.array(Branch).min(1),
});

export type BranchListSectionInput = z.input<typeof BranchListSectionSchema>;
export type BranchListSection = z.output<typeof BranchListSectionSchema>;
