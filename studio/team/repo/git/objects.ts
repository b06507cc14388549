import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { git, gitBytes, gitText } from './git.ts';
import type { Person } from '../types.ts';

/** Where a clone's work tree and Git folder are, and the branch the studio commits to. */
export interface RepoPlace {
  worktree: string;
  gitDir: string;
  branch: string;
  studio: Person;
  /** Whether the clone has a remote (`origin`) to push to; read once, when it is opened. */
  hasRemote: boolean;
  /**
   * Whether `branch` is the clone's checked-out branch, whose files are in the work tree. A
   * draft's branch is not: its commits are made from objects alone and never touch the files.
   */
  checkedOut: boolean;
}

/** A file's entry in a commit's tree, or `null` where the commit has no such file. */
export interface TreeEntry {
  mode: string;
  blob: string;
}

/** Whether two tree entries are the same file (both absent counts). */
export const sameEntry = (a: TreeEntry | null, b: TreeEntry | null): boolean =>
  a === null ? b === null : b !== null && a.blob === b.blob && a.mode === b.mode;

/** A change to a tree: a file's new content (by blob id), or `null` to take it out. */
export interface TreeWrite {
  path: string;
  entry: TreeEntry | null;
}

/** Temporary index files are named so a crash's leftovers are found and removed at open. */
export const temporaryIndexPrefix = 'studio-index-';

export const headCommit = (place: RepoPlace): Promise<string> =>
  gitText(place.worktree, ['rev-parse', '--verify', `refs/heads/${place.branch}`]);

/** The file's entry in `commit`'s tree. */
export async function entryAt(place: RepoPlace, commit: string, path: string): Promise<TreeEntry | null> {
  const line = await gitText(place.worktree, ['ls-tree', '-z', '--full-tree', commit, '--', path]);
  const match = /^(\d+) blob ([0-9a-f]+)\t/.exec(line);
  return match?.[1] && match[2] ? { mode: match[1], blob: match[2] } : null;
}

export const blobBytes = (place: RepoPlace, blob: string): Promise<Buffer> => gitBytes(place.worktree, ['cat-file', 'blob', blob]);

/** An object as `git cat-file --batch` gives it. */
export interface StoredObject {
  id: string;
  type: string;
  bytes: Buffer;
}

/**
 * Reads objects by name (`<id>`, `<ref>`, `<commit>:<path>`) with one `git cat-file --batch`:
 * each its id, type and bytes, or `null` where there is no such object. One command for what
 * would be several, where a save waits for each in turn.
 */
export async function readObjects(dir: string, names: readonly string[]): Promise<(StoredObject | null)[]> {
  const output = await gitBytes(dir, ['cat-file', '--batch'], { input: names.map((name) => `${name}\n`).join('') });
  const found: (StoredObject | null)[] = [];
  let at = 0;
  for (let index = 0; index < names.length; index += 1) {
    const lineEnd = output.indexOf(10, at);
    const header = /^([0-9a-f]+) (\w+) (\d+)$/.exec(output.subarray(at, lineEnd).toString('utf8'));
    at = lineEnd + 1;
    if (header === null) {
      found.push(null);
      continue;
    }
    const [, id = '', type = '', size = '0'] = header;
    found.push({ id, type, bytes: output.subarray(at, at + Number(size)) });
    at += Number(size) + 1;
  }
  return found;
}

/** Whether `id` names an object of that type in the repository. */
export async function objectIs(place: RepoPlace, id: string, type: 'blob' | 'commit'): Promise<boolean> {
  const output = await git(place.worktree, ['cat-file', '-t', id]);
  return output.code === 0 && output.stdout.toString('utf8').trim() === type;
}

/** Stores bytes as a blob (exactly these bytes: no line-ending filters) and gives its id. */
export const writeBlob = (place: RepoPlace, bytes: Uint8Array): Promise<string> =>
  gitText(place.worktree, ['hash-object', '-w', '--no-filters', '--stdin'], { input: bytes });

/**
 * Writes the tree of `parent` with `writes` made, through a temporary index of its own, so the
 * clone's index is never half written: a crash leaves only an unused file behind.
 */
export async function treeWith(place: RepoPlace, parent: string, writes: readonly TreeWrite[]): Promise<string> {
  const indexFile = join(place.gitDir, `${temporaryIndexPrefix}${randomUUID()}`);
  const env = { GIT_INDEX_FILE: indexFile };
  try {
    await gitText(place.worktree, ['read-tree', parent], { env });
    const zero = '0'.repeat(parent.length);
    const lines = writes.map(({ path, entry }) => (entry ? `${entry.mode} ${entry.blob}\t${path}\0` : `0 ${zero}\t${path}\0`)).join('');
    await gitText(place.worktree, ['update-index', '-z', '--index-info'], { env, input: lines });
    return await gitText(place.worktree, ['write-tree'], { env });
  } finally {
    await rm(indexFile, { force: true });
    await rm(`${indexFile}.lock`, { force: true });
  }
}

export interface CommitInfo {
  tree: string;
  parent: string;
  /** A merge's other parents (a draft's head when it is published). */
  mergedParents?: readonly string[];
  author: Person;
  /** The author's date as git's raw form (`1700000000 +0000`), when a commit is made again. */
  authorDate?: string;
  message: string;
}

/** Makes a commit object: the author as given, the studio as committer. Nothing points at it yet. */
export function commitObject(place: RepoPlace, info: CommitInfo): Promise<string> {
  const env: Record<string, string> = {
    GIT_AUTHOR_NAME: info.author.name,
    GIT_AUTHOR_EMAIL: info.author.email,
    GIT_COMMITTER_NAME: place.studio.name,
    GIT_COMMITTER_EMAIL: place.studio.email,
  };
  if (info.authorDate !== undefined) env['GIT_AUTHOR_DATE'] = info.authorDate;
  const parents = [info.parent, ...(info.mergedParents ?? [])].flatMap((parent) => ['-p', parent]);
  return gitText(place.worktree, ['commit-tree', info.tree, ...parents, '-F', '-'], { env, input: info.message });
}

/**
 * Moves the branch from `from` to `to` in one step, only if it is still at `from` (git's
 * update-ref is atomic): this is the moment a save becomes a commit, or stays nothing.
 */
export async function moveBranch(place: RepoPlace, from: string, to: string, why: string): Promise<boolean> {
  const output = await git(place.worktree, ['update-ref', '-m', why, `refs/heads/${place.branch}`, to, from]);
  return output.code === 0;
}
