import { z } from 'zod';

const PathKeySchema = z.union([z.string(), z.number()]);
/** A value of the page's data (plain YAML data), as JSON carries it. */
const DataValueSchema = z.json();

/** Someone else with the same page open in the studio. */
export const PresenceViewerSchema = z.object({
  name: z.string(),
  /** The draft they have it open in (`null`: the live version). */
  draft: z.object({ branch: z.string(), name: z.string() }).nullable(),
  /** When they opened it, ISO 8601. */
  since: z.string(),
});

/** A field another draft changes, with main's value so the studio can tell whether this person changes it too. */
export const PresenceFieldSchema = z.object({
  path: z.array(PathKeySchema),
  /** The field in words, as commit messages name it. */
  name: z.string(),
  /** Main's value of the field (`null` where main has none). */
  main: DataValueSchema,
});

/** Another draft (not the one open here) that changes this page. */
export const PresenceDraftSchema = z.object({
  branch: z.string(),
  name: z.string(),
  author: z.string().nullable(),
  fields: z.array(PresenceFieldSchema),
});

export const PresenceEventSchema = z.object({
  file: z.string(),
  viewers: z.array(PresenceViewerSchema),
  drafts: z.array(PresenceDraftSchema),
});

export type PresenceViewer = z.infer<typeof PresenceViewerSchema>;
export type PresenceField = z.infer<typeof PresenceFieldSchema>;
export type PresenceDraft = z.infer<typeof PresenceDraftSchema>;
export type PresenceEvent = z.infer<typeof PresenceEventSchema>;
