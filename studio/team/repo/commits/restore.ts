import { commitLocally, fileAtHead, publishCommit, type LocalCommit } from './commit-files.ts';
import { commitMessage, describeChanges, pageTitleOf } from '../merge/describe.ts';
import { isObjectId } from '../git/git.ts';
import { blobBytes, entryAt, objectIs, type RepoPlace } from '../git/objects.ts';
import { checkPath, isPagePath } from '../git/paths.ts';
import { inTurn } from '../git/queue.ts';
import { commitFacts } from '../sync/replay.ts';
import { checkAuthor, conflictAnswer } from './save.ts';
import type { RepoRefusal, RestoreRequest, SaveResult } from '../types.ts';

const notInHistory = (why: string): RepoRefusal => ({
  ok: false,
  status: 404,
  error: 'not-found',
  message: `${why} — choose a version from the page's history.`,
});

/** `2026-11-26 17:04 UTC` from git's raw date (`1700000000 +0000`). */
const dateWords = (raw: string): string => `${new Date(Number(raw.split(' ')[0]) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Checks a restore and commits it in the clone's queue. */
async function commitRestore(
  place: RepoPlace,
  request: RestoreRequest,
): Promise<{ local: LocalCommit; changes: string[]; text: string; baseVersion: string | null } | SaveResult> {
  const checked = await checkPath(place.worktree, request.file);
  if (!checked.ok) return checked;
  const refusal = checkAuthor(request.author);
  if (refusal) return refusal;
  if (!isObjectId(request.commit) || !(await objectIs(place, request.commit, 'commit')))
    return notInHistory('That version is not in the history');
  const entry = await entryAt(place, request.commit, request.file);
  if (entry === null) return notInHistory(`${request.file} did not exist in that version`);
  const bytes = await blobBytes(place, entry.blob);
  const text = bytes.toString('utf8');
  const head = await fileAtHead(place, request.file);
  const facts = await commitFacts(place, request.commit);
  const title = request.title ?? pageTitleOf(text, request.file);
  const changes = isPagePath(request.file) ? describeChanges(head?.text ?? null, text) : [`${request.file} restored`];
  const subject = `Restore ${title} to the version of ${dateWords(facts.authorDate)} by ${facts.author.name}`;
  const local = await commitLocally(place, {
    file: request.file,
    writes: [{ path: request.file, bytes }],
    author: request.author,
    message: commitMessage(subject, changes),
  });
  return { local, changes, text, baseVersion: head?.version ?? null };
}

/**
 * Brings back the file as `commit` had it, as a new commit by the person restoring it (history
 * is never rewritten), then pushes it like a save.
 */
export async function restore(place: RepoPlace, request: RestoreRequest): Promise<SaveResult> {
  const committed = await inTurn(place.worktree, () => commitRestore(place, request));
  if (!('local' in committed)) return committed;
  const outcome = await publishCommit(place, committed.local);
  if (!outcome.ok)
    return conflictAnswer(
      place,
      { file: request.file, baseVersion: committed.baseVersion, text: committed.text, author: request.author },
      outcome.conflict.fields,
    );
  const { ok, commit, version, text, parked, ...push } = outcome;
  return { ok, file: request.file, version, text, commit, merged: false, changes: committed.changes, parked, ...push };
}
