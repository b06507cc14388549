import { z } from 'zod';
import { Href, Image, SectionHeading, Text } from '../fields.ts';

/** One person on the team. */
export const TeamMember = z.strictObject({
  /** Full name. */
  name: Text,
  /** Job title, for example `Chief Executive Officer`. */
  designation: Text,
  /** Portrait stored in public/images/. */
  photo: Image,
  /** A short biography: two or three sentences. */
  biography: Text,
  /** Link to the person's professional profile (https:). */
  profileUrl: Href,
  /** The words of the profile link. */
  profileLabel: Text.default('View profile'),
});

/** Leader cards: portrait, name, designation, biography and a profile link. */
export const TeamSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('team'),
  ...SectionHeading,
  /** The people, in order. */
  members: z.array(TeamMember).min(1),
});

export type TeamSectionInput = z.input<typeof TeamSectionSchema>;
export type TeamSection = z.output<typeof TeamSectionSchema>;
