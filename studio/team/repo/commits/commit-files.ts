import { awaitPush } from '../sync/awaiting-push.ts';
import { git, gitText } from '../git/git.ts';
import {
  blobBytes,
  commitObject,
  entryAt,
  headCommit,
  moveBranch,
  treeWith,
  writeBlob,
  type RepoPlace,
  type TreeWrite,
} from '../git/objects.ts';
import { publishWith } from '../sync/push-queue.ts';
import type { OwnConflict } from '../sync/remote.ts';
import type { ParkedCommit, Person, PushState } from '../types.ts';
import { writeCommittedFiles } from '../git/worktree.ts';

export interface FileBytes {
  path: string;
  bytes: Uint8Array;
}

export interface CommitRequest {
  /** The page (or picture) the save is about: its version is given back. */
  file: string;
  writes: readonly FileBytes[];
  author: Person;
  message: string;
}

export type CommitOutcome =
  | ({ ok: true; commit: string | null; version: string; text: string; parked: ParkedCommit[] } & PushState)
  | { ok: false; conflict: OwnConflict; parked: ParkedCommit[] };

/** A file as a branch has it, and the branch it was read from. */
export interface FileOnBranch {
  text: string;
  version: string;
  branch: string;
}

/** The file as the branch's head has it: its text and blob id (read from one blob, so the two agree). */
export async function fileAtHead(place: RepoPlace, path: string): Promise<FileOnBranch | null> {
  const found = await git(place.worktree, ['rev-parse', '--verify', '--quiet', `refs/heads/${place.branch}:${path}`]);
  if (found.code !== 0) return null;
  const version = found.stdout.toString('utf8').trim();
  return { text: (await blobBytes(place, version)).toString('utf8'), version, branch: place.branch };
}

/** Who last changed the file on the branch (or another), for the other side of a conflict. */
export async function lastAuthorOf(place: RepoPlace, path: string, branch = place.branch): Promise<Person | null> {
  const [name = '', email = ''] = (
    await gitText(place.worktree, ['log', '-1', '--format=%an%x00%ae', `refs/heads/${branch}`, '--', path])
  ).split('\0');
  return name === '' ? null : { name, email };
}

/** A save committed in the clone, not yet pushed: its commit (`null`: nothing changed), the file's version in it and its text. */
export interface LocalCommit {
  file: string;
  commit: string | null;
  version: string;
  text: string;
}

/**
 * Makes one commit of `writes` on the branch's head, by `author`, with the studio as committer.
 * The commit is built from objects alone (blobs, a tree through a temporary index, the commit)
 * and becomes real in one atomic step, when the branch is moved to it; only then are the files
 * written into the work tree. Stopped at any point before, nothing is saved. Runs in the queue.
 */
export async function commitLocally(place: RepoPlace, request: CommitRequest): Promise<LocalCommit> {
  const head = await headCommit(place);
  const writes: (TreeWrite & { bytes: Uint8Array; mode: string })[] = [];
  let version = '';
  let text = '';
  for (const { path, bytes } of request.writes) {
    const current = await entryAt(place, head, path);
    const blob = await writeBlob(place, bytes);
    const mode = current?.mode ?? '100644';
    if (path === request.file) {
      version = blob;
      text = Buffer.from(bytes).toString('utf8');
    }
    if (current?.blob !== blob) writes.push({ path, entry: { mode, blob }, bytes, mode });
  }
  if (writes.length === 0) return { file: request.file, commit: null, version, text };
  const tree = await treeWith(place, head, writes);
  const commit = await commitObject(place, { tree, parent: head, author: request.author, message: request.message });
  if (!(await moveBranch(place, head, commit, `studio: save ${request.file}`))) {
    throw new Error('The branch moved during a save: only one studio may use this repository.');
  }
  if (place.checkedOut) await writeCommittedFiles(place, writes);
  awaitPush(place, [commit]);
  return { file: request.file, commit, version, text };
}

/**
 * Pushes a save's commit (with those of the saves beside it, see `publishWith`) and tells how it
 * went: on the remote, kept in the clone and why, or dropped because the remote's changes touched
 * the same fields. After a merge with the remote, the commit, the file's version and its text are the
 * new ones: the text is always the version's, so an editor that takes both never holds a text
 * that differs from its version (its next save would undo what it does not hold).
 */
export async function publishCommit(place: RepoPlace, local: LocalCommit): Promise<CommitOutcome> {
  const publication = await publishWith(place, local.commit);
  const { parked, state } = publication;
  if (local.commit === null) return { ok: true, commit: null, version: local.version, text: local.text, parked, ...state };
  const conflict = publication.conflicts.get(local.commit);
  if (conflict) return { ok: false, conflict, parked };
  const now = publication.own.get(local.commit) ?? local.commit;
  if (now === local.commit) return { ok: true, commit: now, version: local.version, text: local.text, parked, ...state };
  const version = (await entryAt(place, now, local.file))?.blob ?? '';
  const text = version === '' ? '' : (await blobBytes(place, version)).toString('utf8');
  return { ok: true, commit: now, version, text, parked, ...state };
}
