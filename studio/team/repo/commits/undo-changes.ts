import { awaitPush } from '../sync/awaiting-push.ts';
import { commitObject, entryAt, headCommit, moveBranch, objectIs, sameEntry, treeWith, type RepoPlace } from '../git/objects.ts';
import { isContentPath } from '../git/paths.ts';
import { inTurn } from '../git/queue.ts';
import { filesChanged } from '../git/tree-changes.ts';
import { publishWith } from '../sync/push-queue.ts';
import { replayCommit } from '../sync/replay.ts';
import { updateWorktree } from '../git/worktree.ts';
import type { DataPath } from '../../../document/index.ts';
import type { Person, PushState } from '../types.ts';

/** Undoing on the branch what changed from one commit to a later one (a roll back of the live site). */
export interface UndoRequest {
  /** The later commit: what the branch is to stop holding (the release that was live). */
  from: string;
  /** The earlier commit: what the branch is to hold again where `from` changed it (the release now live). */
  back: string;
  author: Person;
  message: string;
}

export type UndoResult =
  | ({ ok: true; commit: string | null } & PushState)
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'conflict'; file: string; fields: DataPath[] };

/**
 * A commit by `author` that takes every page and picture `from` changed since `back` back to
 * `back`'s version, made on the branch's head: where the head changed the same page since, the two
 * are merged field by field, and a field changed by both is a conflict (nothing is committed).
 * Then it is pushed like a save.
 */
export async function undoChanges(place: RepoPlace, request: UndoRequest): Promise<UndoResult> {
  type Made = { ok: true; commit: string | null } | Exclude<UndoResult, { ok: true }>;
  const made = await inTurn(place.worktree, async (): Promise<Made> => {
    for (const commit of [request.from, request.back])
      if (!(await objectIs(place, commit, 'commit'))) return { ok: false, reason: 'not-found' };
    const undone = (await filesChanged(place, request.from, request.back)).filter((change) => isContentPath(change.path));
    if (undone.length === 0) return { ok: true, commit: null };
    // The undo as a commit on `from` (on no branch), then made again on the head as a sync makes a save again.
    const tree = await treeWith(
      place,
      request.from,
      undone.map((change) => ({ path: change.path, entry: change.after })),
    );
    const undo = await commitObject(place, { tree, parent: request.from, author: request.author, message: request.message });
    const head = await headCommit(place);
    const replayed = await replayCommit(place, undo, head);
    if (!replayed.ok) return { ok: false, reason: 'conflict', file: replayed.file, fields: replayed.fields };
    if (!(await moveBranch(place, head, replayed.commit, 'studio: undo what a roll back took off the site')))
      throw new Error('The branch moved during an undo: only one studio may use this repository.');
    if (place.checkedOut) await updateWorktree(place, head, replayed.commit);
    awaitPush(place, [replayed.commit]);
    return { ok: true, commit: replayed.commit };
  });
  if (!made.ok) return made;
  // Nothing to undo: the branch holds the earlier pages already (its push state is not this call's to tell).
  if (made.commit === null) return { ok: true, commit: null, pushed: true };
  const publication = await publishWith(place, made.commit);
  const conflict = publication.conflicts.get(made.commit);
  if (conflict !== undefined) return { ok: false, reason: 'conflict', file: conflict.file, fields: conflict.fields };
  return { ok: true, commit: publication.own.get(made.commit) ?? made.commit, ...publication.state };
}

/**
 * The pages and pictures `from` changed since `back` that the branch's head still holds otherwise
 * than `back` does: after a roll back from `from` to `back` that kept the pages, what the next
 * publish would put live again. Empty when either commit is unknown.
 */
export async function changesStillOnBranch(place: RepoPlace, request: { from: string; back: string }): Promise<string[]> {
  for (const commit of [request.from, request.back]) if (!(await objectIs(place, commit, 'commit'))) return [];
  const head = await headCommit(place);
  const still: string[] = [];
  for (const change of await filesChanged(place, request.back, request.from)) {
    if (!isContentPath(change.path)) continue;
    if (!sameEntry(await entryAt(place, head, change.path), change.before)) still.push(change.path);
  }
  return still;
}

/** The pages and pictures that differ between two commits (empty when either is unknown): what one release changed from another. */
export async function contentChanged(place: RepoPlace, request: { from: string; to: string }): Promise<string[]> {
  for (const commit of [request.from, request.to]) if (!(await objectIs(place, commit, 'commit'))) return [];
  return (await filesChanged(place, request.from, request.to)).map((change) => change.path).filter(isContentPath);
}
