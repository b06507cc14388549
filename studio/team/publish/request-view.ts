import type { TeamDatabase } from '../database/index.ts';
import { pageTitleOf, type ContentRepo, type DraftFileDiff } from '../repo/index.ts';
import type { CommentRecord, RequestRecord } from '../database/tables/request-rows.ts';
import type { PreviewLink } from '../database/tables/preview-links.ts';

const isoOf = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

const problemOf = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
};

/** A change request as the screens show it in a list. */
export function requestSummary(store: TeamDatabase, request: RequestRecord) {
  const nameOf = (id: number | null) => (id === null ? null : (store.people.byId(id)?.name ?? null));
  return {
    id: request.id,
    draft: request.draft,
    title: request.title,
    note: request.note,
    state: request.state,
    author: { id: request.author_id, name: nameOf(request.author_id) },
    created: new Date(request.created).toISOString(),
    updated: new Date(request.updated).toISOString(),
    approvedBy: request.approved_by === null ? null : { id: request.approved_by, name: nameOf(request.approved_by) },
    scheduledAt: isoOf(request.scheduled_at),
    publishedCommit: request.published_commit,
    publishedRelease: request.published_release,
    /** Why the last publish (or scheduled publish) did not finish, when it did not. */
    problem: problemOf(request.last_problem),
  };
}

/** A comment, with who wrote it and on which page. */
export const commentView = (comment: CommentRecord) => ({
  id: comment.id,
  person: { id: comment.person_id, name: comment.person_name },
  file: comment.file,
  text: comment.text,
  time: new Date(comment.time).toISOString(),
});

/** A page of the request: main's text (before) beside the page once published (after), the changed fields, and the fields main changed too. */
export const pageView = (file: DraftFileDiff) => ({
  file: file.file,
  kind: file.kind,
  /** The page as authors name it (its menu name, else its title), as commit messages do; the file where it has neither. */
  name: pageTitleOf((file.draft === null ? undefined : (file.merged ?? file.draft.text)) ?? file.main?.text ?? '', file.file),
  before: file.main === null ? null : { version: file.main.version, text: file.main.text },
  // Where main changed the page too, "after" is what publishing makes of it: main's text with the draft's changes.
  after: file.draft === null ? null : { version: file.draft.version, text: file.merged ?? file.draft.text },
  changes: file.changes,
  fields: file.fields,
  conflicts: file.conflicts,
  /** The page's file before, when the change moved it to this one. */
  movedFrom: file.movedFrom ?? null,
});

/** A change request as its screen shows it: the summary, the draft, the comments, and every page it changes. */
export async function requestDetail(store: TeamDatabase, repo: ContentRepo, request: RequestRecord) {
  const draft = await repo.draft(request.draft);
  // A published request shows what its publish changed; any other what its draft changes against main now.
  const published =
    request.state === 'published' && request.published_commit !== null
      ? await repo.publishedDiff({ commit: request.published_commit })
      : undefined;
  const diff = published === undefined && draft !== undefined ? await repo.draftDiff({ draft: draft.branch }) : undefined;
  return {
    ...requestSummary(store, request),
    draftHead: draft?.head ?? null,
    /** The draft's name as its author gave it (`null` once the draft is gone). */
    draftName: draft?.name ?? null,
    comments: store.requests.comments(request.id).map(commentView),
    pages: (published ?? (diff?.ok === true ? diff.files : [])).map(pageView),
  };
}

/** A preview link as the request's screen lists it (never its secret). */
export const linkView = (store: TeamDatabase) => (link: PreviewLink) => ({
  id: link.id,
  madeBy: { id: link.made_by, name: store.people.byId(link.made_by)?.name ?? null },
  made: new Date(link.made).toISOString(),
  expires: new Date(link.expires).toISOString(),
});
