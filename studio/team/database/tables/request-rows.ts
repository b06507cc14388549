import { z } from 'zod';

/** Where a change request is: asked for review, sent back, approved, being published, live, or closed. */
export const RequestStateSchema = z.enum(['in-review', 'changes-requested', 'approved', 'publishing', 'published', 'closed']);
export type RequestState = z.infer<typeof RequestStateSchema>;

/** A change request's row as node:sqlite returns it, checked on the way out. */
export const RequestRow = z.object({
  id: z.number(),
  draft: z.string(),
  title: z.string(),
  note: z.string(),
  author_id: z.number(),
  state: RequestStateSchema,
  created: z.number(),
  updated: z.number(),
  approved_by: z.number().nullable(),
  approved_head: z.string().nullable(),
  publishing_by: z.number().nullable(),
  publishing_draft_head: z.string().nullable(),
  publishing_main_before: z.string().nullable(),
  published_commit: z.string().nullable(),
  published_release: z.string().nullable(),
  scheduled_at: z.number().nullable(),
  scheduled_by: z.number().nullable(),
  last_problem: z.string().nullable(),
});
export type RequestRecord = z.infer<typeof RequestRow>;

export const CommentRow = z.object({
  id: z.number(),
  request_id: z.number(),
  person_id: z.number(),
  person_name: z.string().nullable(),
  file: z.string().nullable(),
  text: z.string(),
  time: z.number(),
});
export type CommentRecord = z.infer<typeof CommentRow>;

export const ReviewRulesRow = z.object({ approver_not_author: z.number(), authors_use_drafts: z.number() });
