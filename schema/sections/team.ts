import { z } from 'zod';
import { Href, Image, SectionHeading, Text } from '../fields.ts';

/** One person on the team. */
export const TeamMember = z.strictObject({
  name: Text.describe('Full name.'),
  designation: Text.describe('Job title, for example `Chief Executive Officer`.'),
  photo: Image.describe('Portrait stored in public/images/.'),
  biography: Text.describe('A short biography: two or three sentences.'),
  profileUrl: Href.describe("Link to the person's professional profile (https:)."),
  profileLabel: Text.default('View profile').describe('The words of the profile link.'),
});

export const TeamSectionSchema = z
  .strictObject({
    type: z.literal('team').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    members: z.array(TeamMember).min(1).describe('The people, in order.'),
  })
  .describe('Leader cards: portrait, name, designation, biography and a profile link.');

export type TeamSectionInput = z.input<typeof TeamSectionSchema>;
export type TeamSection = z.output<typeof TeamSectionSchema>;
