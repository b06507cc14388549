import { z } from 'zod';
import type { linkView, requestSummary } from './request-view.ts';

/** `POST /_team/api/drafts`: a new draft, started from main's head. */
export const StartDraftBodySchema = z.strictObject({ name: z.string().min(1).max(200) });

/** `POST /_team/api/requests`: ask for review of a draft. */
export const AskReviewBodySchema = z.strictObject({
  draft: z.string().min(1),
  title: z.string().trim().min(1).max(200),
  note: z.string().max(5000).default(''),
});

/** `POST /_team/api/requests/<id>/ask-again`: the author saved more into the draft after changes were asked for. */
export const AskAgainBodySchema = z.strictObject({ note: z.string().max(5000).optional() });

/** `POST /_team/api/requests/<id>/comments`: a comment on one page of the request (`file`), or on the whole request. */
export const CommentBodySchema = z.strictObject({
  file: z.string().min(1).nullable().default(null),
  text: z.string().trim().min(1).max(5000),
});

/** `POST /_team/api/requests/<id>/request-changes` and `…/approve`: a publisher's decision, with an optional comment. */
export const DecisionBodySchema = z.strictObject({ note: z.string().trim().max(5000).optional() });

/** `POST …/requests/<id>/preview-links`: how many days the link works (7 when not given, at most 30). */
export const PreviewLinkBodySchema = z.strictObject({ days: z.number().int().min(1).max(30).optional() });

/** A preview link as the request's screen lists it: never its secret, which only its maker sees, once. */
export type PreviewLinkView = ReturnType<ReturnType<typeof linkView>>;

/** `GET …/requests/<id>/preview-links`: the request's links that still work, the newest first. */
export interface PreviewLinksAnswer {
  links: PreviewLinkView[];
}

/** `POST …/requests/<id>/preview-links`: the new link, with its address (the only time it is given). */
export interface MadePreviewLink {
  link: PreviewLinkView & { url: string };
}

/** `POST /_team/api/requests/<id>/publish`: the choices for fields both main and the draft changed, when a first try answered 409. */
export const PublishBodySchema = z.strictObject({
  /** Publish even though the pages hold changes a roll back took off the site (they go live again). */
  putBackLive: z.boolean().optional(),
  choices: z
    .array(
      z.strictObject({
        file: z.string().min(1),
        path: z.array(z.union([z.string(), z.number()])),
        keep: z.enum(['main', 'draft']),
      }),
    )
    .default([]),
});

/** `PUT /_team/api/requests/<id>/schedule`: when to publish an approved request (ISO 8601), or `null` to take the time off. */
export const ScheduleBodySchema = z.strictObject({ at: z.iso.datetime({ offset: true }).nullable() });

/** `POST /_team/api/releases/roll-back`: back to the release before the live one, or to a named one. */
export const RollBackBodySchema = z.strictObject({
  to: z.string().min(1).optional(),
  /** Leave the pages as they are (the live site then differs from them); by default their changes since the release are undone too. */
  keepPages: z.boolean().optional(),
});

/**
 * What a roll back did to the pages (main): taken back by a commit (`null`: they were as the release
 * has them already), or left as they are: asked to, a release whose commit is not known, or a page
 * changed since in the same fields (`file`).
 */
export type RollBackPages =
  | { undone: true; commit: string | null }
  | { undone: false; why: 'kept' | 'unknown-commit' }
  | { undone: false; why: 'conflict'; file: string };

/**
 * After a roll back that kept the pages: the newest release, whose changes left the site, the live
 * one, and the pages that still hold those changes (the next publish puts them live again).
 */
export interface OffTheSite {
  newest: string;
  live: string;
  files: string[];
  /** The same pages and pictures as people name them (a page by its menu label or title), in the same order. */
  names: string[];
}

/** `POST /_team/api/releases/roll-back`: the release that was live, the one live now, and the pages. */
export interface RollBackAnswer {
  from: string | null;
  to: string;
  pages: RollBackPages;
}

/**
 * `PUT /_team/api/admin/review-rules`: whether the person who approves a request may not be its author,
 * and whether authors' saves go into drafts only. A rule left out stays as it is.
 */
export const ReviewRulesBodySchema = z
  .strictObject({ approverNotAuthor: z.boolean().optional(), authorsUseDrafts: z.boolean().optional() })
  .refine((rules) => rules.approverNotAuthor !== undefined || rules.authorsUseDrafts !== undefined, {
    error: 'Give approverNotAuthor, authorsUseDrafts or both, each true or false.',
  });

/** A draft as `GET /_team/api/drafts` lists it (the screens take the type only). */
export type { Draft } from '../repo/index.ts';
/** A change request as the lists show it. */
export type RequestSummary = ReturnType<typeof requestSummary>;
