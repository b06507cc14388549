import { git, gitText } from './git.ts';
import { blobBytes, commitObject, entryAt, headCommit, moveBranch, treeWith, writeBlob, type RepoPlace, type TreeWrite } from './objects.ts';
import { publish, type OwnConflict } from './remote.ts';
import type { ParkedCommit, Person, PushState } from './types.ts';
import { writeCommittedFiles } from './worktree.ts';

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
  | ({ ok: true; commit: string | null; version: string; parked: ParkedCommit[] } & PushState)
  | { ok: false; conflict: OwnConflict; parked: ParkedCommit[] };

/** The file as the branch's head has it: its text and blob id (read from one blob, so the two agree). */
export async function fileAtHead(place: RepoPlace, path: string): Promise<{ text: string; version: string } | null> {
  const found = await git(place.worktree, ['rev-parse', '--verify', '--quiet', `refs/heads/${place.branch}:${path}`]);
  if (found.code !== 0) return null;
  const version = found.stdout.toString('utf8').trim();
  return { text: (await blobBytes(place, version)).toString('utf8'), version };
}

/** Who last changed the file on the branch, for the other side of a conflict. */
export async function lastAuthorOf(place: RepoPlace, path: string): Promise<Person | null> {
  const [name = '', email = ''] = (await gitText(place.worktree, ['log', '-1', '--format=%an%x00%ae', `refs/heads/${place.branch}`, '--', path])).split('\0');
  return name === '' ? null : { name, email };
}

/**
 * Makes one commit of `writes` on the branch's head, by `author`, with the studio as committer,
 * then pushes it. The commit is built from objects alone (blobs, a tree through a temporary
 * index, the commit) and becomes real in one atomic step, when the branch is moved to it; only
 * then are the files written into the work tree. Stopped at any point before, nothing is saved.
 */
export async function commitFiles(place: RepoPlace, request: CommitRequest): Promise<CommitOutcome> {
  const head = await headCommit(place);
  const writes: (TreeWrite & { bytes: Uint8Array; mode: string })[] = [];
  for (const { path, bytes } of request.writes) {
    const current = await entryAt(place, head, path);
    const blob = await writeBlob(place, bytes);
    const mode = current?.mode ?? '100644';
    if (current?.blob !== blob) writes.push({ path, entry: { mode, blob }, bytes, mode });
  }
  let commit: string | null = null;
  if (writes.length > 0) {
    const tree = await treeWith(place, head, writes);
    commit = await commitObject(place, { tree, parent: head, author: request.author, message: request.message });
    if (!(await moveBranch(place, head, commit, `studio: save ${request.file}`))) {
      throw new Error('The branch moved during a save: only one studio may use this repository.');
    }
    await writeCommittedFiles(place, writes);
  }
  const pushed = await publish(place, commit ?? undefined);
  if (pushed.ownConflict) return { ok: false, conflict: pushed.ownConflict, parked: pushed.parked };
  const newHead = await headCommit(place);
  // Pushed as it was made (no remote changes merged in): the file is the blob just written.
  const written = writes.find((write) => write.path === request.file)?.entry;
  const now = newHead === commit && written ? written : await entryAt(place, newHead, request.file);
  return { ok: true, commit: commit === null ? null : newHead, version: now?.blob ?? '', parked: pushed.parked, ...pushed.state };
}
