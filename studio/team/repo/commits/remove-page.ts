import { awaitPush } from '../sync/awaiting-push.ts';
import { fileAtHead } from './commit-files.ts';
import { ownBranch, type FileSource } from './commit-batch.ts';
import { checkAuthor } from './save.ts';
import { commitMessage } from '../merge/describe.ts';
import { commitObject, entryAt, headCommit, moveBranch, treeWith, type RepoPlace } from '../git/objects.ts';
import { checkPath, isContentPath, isPagePath } from '../git/paths.ts';
import { inTurn } from '../git/queue.ts';
import { updateWorktree } from '../git/worktree.ts';
import { publishWith } from '../sync/push-queue.ts';
import type { Person, PushState, RepoRefusal } from '../types.ts';

export interface RemoveRequest {
  /** The page, `pages/industries/retail.yaml`. */
  file: string;
  /** The version the person saw (as `read` or `readInDraft` gave it): taken out only if it is still that one; `null`: whichever it is (a picture). */
  baseVersion: string | null;
  author: Person;
  /** The page as people name it (a picture: its address): the commit is `Delete <name>`. */
  name: string;
}

/** A delete refused because the page or the draft changed since the person looked. */
export interface RemoveConflict {
  ok: false;
  status: 409;
  error: 'version-conflict' | 'draft-changed';
  message: string;
}

export type RemoveResult = ({ ok: true; commit: string } & PushState) | RepoRefusal | RemoveConflict;

const changedMeanwhile: RemoveConflict = {
  ok: false,
  status: 409,
  error: 'version-conflict',
  message: 'This page changed after you opened it (someone saved it meanwhile) — open it again, look at what changed, then delete it.',
};

/**
 * Takes a page (or a picture) out: one commit on the branch by `author` whose tree no longer has the file, pushed
 * like a save (on a draft's branch, main is not touched: publishing the draft takes it off main).
 * Only the version the person saw is taken out; `source` says where they read it (a draft's
 * unchanged page is main's). A page the draft's branch does not hold (published on main after the
 * draft began) cannot be taken out of it: publishing would leave it on main.
 */
export async function removePage(place: RepoPlace, request: RemoveRequest, source: FileSource = ownBranch): Promise<RemoveResult> {
  const checked = await checkPath(place.worktree, request.file);
  if (!checked.ok) return checked;
  if (!isContentPath(checked.path))
    return {
      ok: false,
      status: 400,
      error: 'bad-path',
      message: `${checked.path} is not a page or a picture — only those are deleted this way.`,
    };
  const badAuthor = checkAuthor(request.author);
  if (badAuthor !== undefined) return badAuthor;
  const made = await inTurn(place.worktree, async (): Promise<{ ok: true; commit: string } | RepoRefusal | RemoveConflict> => {
    const seen = await fileAtHead(await source(place, checked.path), checked.path);
    if (seen === null)
      return {
        ok: false,
        status: 404,
        error: 'not-found',
        message: `There is no ${isPagePath(checked.path) ? 'page' : 'picture'} ${checked.path} — it may have been deleted already; reload the list.`,
      };
    if (request.baseVersion !== null && seen.version !== request.baseVersion) return changedMeanwhile;
    const head = await headCommit(place);
    if ((await entryAt(place, head, checked.path)) === null)
      return {
        ok: false,
        status: 409,
        error: 'draft-changed',
        message: `${checked.path} was published after this draft began, so this draft cannot take it out — start a new draft to delete it.`,
      };
    const tree = await treeWith(place, head, [{ path: checked.path, entry: null }]);
    const commit = await commitObject(place, {
      tree,
      parent: head,
      author: request.author,
      message: commitMessage(`Delete ${request.name}`, []),
    });
    if (!(await moveBranch(place, head, commit, 'studio: delete a page')))
      throw new Error('The branch moved during a delete: only one studio may use this repository.');
    if (place.checkedOut) await updateWorktree(place, head, commit);
    awaitPush(place, [commit]);
    return { ok: true, commit };
  });
  if (!made.ok) return made;
  const publication = await publishWith(place, made.commit);
  if (publication.conflicts.has(made.commit))
    return {
      ok: false,
      status: 409,
      error: 'version-conflict',
      message: 'Someone changed this page elsewhere at the same moment, so it was not deleted — open it again and delete it.',
    };
  return { ok: true, commit: publication.own.get(made.commit) ?? made.commit, ...publication.state };
}
