import { awaitPush } from '../sync/awaiting-push.ts';
import { fileAtHead } from './commit-files.ts';
import { ownBranch, type FileSource } from './commit-batch.ts';
import { checkAuthor } from './save.ts';
import { commitMessage } from '../merge/describe.ts';
import { commitObject, entryAt, headCommit, moveBranch, treeWith, type RepoPlace, type TreeWrite } from '../git/objects.ts';
import { checkPath, isContentPath, isPagePath } from '../git/paths.ts';
import { inTurn } from '../git/queue.ts';
import { updateWorktree } from '../git/worktree.ts';
import { publishWith } from '../sync/push-queue.ts';
import type { Person, PushState, RepoRefusal } from '../types.ts';

/**
 * Commits that take a file out of the branch or give a page another file: each one commit by the
 * person, made from the version they saw, pushed like a save (on a draft's branch, main is not
 * touched: publishing the draft does it to main).
 */

export interface RemoveRequest {
  /** The page, `pages/industries/retail.yaml`. */
  file: string;
  /** The version the person saw (as `read` or `readInDraft` gave it): taken out only if it is still that one; `null`: whichever it is (a picture). */
  baseVersion: string | null;
  author: Person;
  /** The page as people name it (a picture: its address): the commit is `Delete <name>`. */
  name: string;
}

/** A page's file moved: `to` is its new file, `pages/products/retail.yaml`. The commit is `Move <name> to <to>`. */
export interface MoveFileRequest extends RemoveRequest {
  to: string;
}

/** A change refused because the page, the draft or the new file's place is not as the person saw it. */
export interface FileChangeConflict {
  ok: false;
  status: 409;
  error: 'version-conflict' | 'draft-changed' | 'name-taken';
  message: string;
}

export type RemoveResult = ({ ok: true; commit: string } & PushState) | RepoRefusal | FileChangeConflict;

const conflict = (error: FileChangeConflict['error'], message: string): FileChangeConflict => ({ ok: false, status: 409, error, message });

/**
 * The one commit of a file change, from the version of `file` the person saw: `writes` gives the
 * tree's changes, or why they cannot be made. A file the draft's branch does not hold (published
 * on main after the draft began) cannot be changed so in the draft: publishing would leave it on main.
 */
async function commitFileChange(
  place: RepoPlace,
  request: RemoveRequest,
  source: FileSource,
  what: { verb: 'delete' | 'move'; subject: string },
  writes: (head: string, entry: NonNullable<Awaited<ReturnType<typeof entryAt>>>) => Promise<TreeWrite[] | FileChangeConflict>,
): Promise<RemoveResult> {
  const checked = await checkPath(place.worktree, request.file);
  if (!checked.ok) return checked;
  if (!isContentPath(checked.path))
    return { ok: false, status: 400, error: 'bad-path', message: `${checked.path} is not a page or a picture of the site.` };
  const badAuthor = checkAuthor(request.author);
  if (badAuthor !== undefined) return badAuthor;
  const made = await inTurn(place.worktree, async (): Promise<{ ok: true; commit: string } | RepoRefusal | FileChangeConflict> => {
    const seen = await fileAtHead(await source(place, checked.path), checked.path);
    if (seen === null)
      return {
        ok: false,
        status: 404,
        error: 'not-found',
        message: `There is no ${isPagePath(checked.path) ? 'page' : 'picture'} ${checked.path} — it may have been deleted or moved already; reload the list.`,
      };
    if (request.baseVersion !== null && seen.version !== request.baseVersion)
      return conflict(
        'version-conflict',
        `This page changed after you opened it (someone saved it meanwhile) — open it again, look at what changed, then ${what.verb} it.`,
      );
    const head = await headCommit(place);
    const entry = await entryAt(place, head, checked.path);
    if (entry === null || (what.verb === 'move' && entry.blob !== seen.version))
      return conflict(
        'draft-changed',
        `${checked.path} changed on the live site after this draft began, so this draft cannot ${what.verb} it — start a new draft to ${what.verb} it.`,
      );
    const changes = await writes(head, entry);
    if (!Array.isArray(changes)) return changes;
    const tree = await treeWith(place, head, changes);
    const commit = await commitObject(place, { tree, parent: head, author: request.author, message: commitMessage(what.subject, []) });
    if (!(await moveBranch(place, head, commit, `studio: ${what.verb} a file`)))
      throw new Error(`The branch moved during a ${what.verb}: only one studio may use this repository.`);
    if (place.checkedOut) await updateWorktree(place, head, commit);
    awaitPush(place, [commit]);
    return { ok: true, commit };
  });
  if (!made.ok) return made;
  const publication = await publishWith(place, made.commit);
  if (publication.conflicts.has(made.commit))
    return conflict(
      'version-conflict',
      `Someone changed this page elsewhere at the same moment, so it was not ${what.verb === 'delete' ? 'deleted' : 'moved'} — open it again and try again.`,
    );
  return { ok: true, commit: publication.own.get(made.commit) ?? made.commit, ...publication.state };
}

/** Takes a page (or a picture) out: a commit whose tree no longer has the file. `source` says where the person read it (a draft's unchanged page is main's). */
export function removePage(place: RepoPlace, request: RemoveRequest, source: FileSource = ownBranch): Promise<RemoveResult> {
  return commitFileChange(place, request, source, { verb: 'delete', subject: `Delete ${request.name}` }, () =>
    Promise.resolve([{ path: request.file, entry: null }]),
  );
}

/** Gives a page another file: a commit with the same bytes at `to` and none at its old place. */
export async function movePageFile(place: RepoPlace, request: MoveFileRequest, source: FileSource = ownBranch): Promise<RemoveResult> {
  const target = await checkPath(place.worktree, request.to);
  if (!target.ok) return target;
  if (!isPagePath(target.path) || !isPagePath(request.file))
    return {
      ok: false,
      status: 400,
      error: 'bad-path',
      message: `${request.file} and ${target.path} must both be page files under pages/.`,
    };
  return commitFileChange(
    place,
    request,
    source,
    { verb: 'move', subject: `Move ${request.name} to ${target.path}` },
    async (head, entry) => {
      // Taken on the branch, or on main where a draft reads its unchanged pages from.
      const taken = (await entryAt(place, head, target.path)) ?? (await fileAtHead(await source(place, target.path), target.path));
      if (taken !== null) return conflict('name-taken', `${target.path} is another page's file already — choose another file name.`);
      return [
        { path: target.path, entry },
        { path: request.file, entry: null },
      ];
    },
  );
}
