import { randomUUID } from 'node:crypto';
import { git, gitText } from './git.ts';
import type { RepoPlace } from './objects.ts';
import type { Person } from '../types.ts';

/** A file a commit of a chain writes: its path, mode and blob (already stored). */
export interface ChainFile {
  path: string;
  mode: string;
  blob: string;
}

/** One commit of a chain: by whom and when (milliseconds since the epoch), its message, the files it writes. */
export interface ChainCommit {
  author: Person;
  authoredAt: number;
  message: string;
  files: readonly ChainFile[];
}

/** A batch's commits are written onto a ref of their own under here, never onto the branch; a crash's leftovers are removed at open. */
export const batchRefPrefix = 'refs/studio/batch/';

// What git's own commands strip from both ends of a name or e-mail (ident.c `crud`), so a commit
// written here records a person exactly as `git commit-tree` would.
const crud = /^[\0- .,:;<>"\\']+|[\0- .,:;<>"\\']+$/g;

/** A name or e-mail as git records it in a commit: without crud at its ends, and no line break, `<` or `>`. */
export const identText = (text: string): string => text.replace(crud, '').replace(/[\n<>]/g, '');

/** A time as a commit records it: seconds since the epoch and the server's offset from UTC then (`+0100`). */
function gitTime(ms: number): string {
  const offset = -new Date(ms).getTimezoneOffset();
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${String(Math.floor(ms / 1000))} ${offset < 0 ? '-' : '+'}${hours}${minutes}`;
}

const ident = (person: Person, ms: number): string => `${identText(person.name)} <${identText(person.email)}> ${gitTime(ms)}`;

/** A path as fast-import reads it: always quoted, so a path starting with `"` or holding a line break is read as written. */
const quotedPath = (path: string): string => `"${path.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;

/** The fast-import stream: each commit on the one before (the first on `head`), then the id of each. */
function importStream(ref: string, head: string, commits: readonly ChainCommit[], studio: Person, now: number): string {
  const parts = ['feature done\nfeature get-mark\n'];
  commits.forEach((commit, index) => {
    const mark = `:${String(index + 1)}`;
    parts.push(
      `commit ${ref}\nmark ${mark}\n`,
      `author ${ident(commit.author, commit.authoredAt)}\ncommitter ${ident(studio, now)}\n`,
      `data ${String(Buffer.byteLength(commit.message))}\n${commit.message}\n`,
      `from ${index === 0 ? head : `:${String(index)}`}\n`,
      ...commit.files.map((file) => `M ${file.mode} ${file.blob} ${quotedPath(file.path)}\n`),
      `\nget-mark ${mark}\n`,
    );
  });
  parts.push('done\n');
  return parts.join('');
}

/**
 * Writes `commits` one on the other, the first on `head`, with one `git fast-import`: authored
 * by their authors, committed by the studio. They go onto a temporary ref of their own, never
 * onto the branch, so nothing an author sees changes until `landChain` moves the branch. Gives
 * each commit's id, in order, and the temporary ref.
 */
export async function importChain(
  place: RepoPlace,
  head: string,
  commits: readonly ChainCommit[],
): Promise<{ ref: string; ids: string[] }> {
  const ref = `${batchRefPrefix}${randomUUID()}`;
  const stream = importStream(ref, head, commits, place.studio, Date.now());
  try {
    const ids = (await gitText(place.worktree, ['fast-import', '--quiet', '--done'], { input: stream })).split('\n');
    if (ids.length !== commits.length)
      throw new Error(`git fast-import gave ${String(ids.length)} commit ids for ${String(commits.length)} commits.`);
    return { ref, ids };
  } catch (error) {
    await dropRef(place, ref);
    throw error;
  }
}

/** Takes a temporary ref out, whether or not it was written. */
async function dropRef(place: RepoPlace, ref: string): Promise<void> {
  await git(place.worktree, ['update-ref', '-d', ref]);
}

/**
 * Moves the branch from `head` to `last` (the chain's last commit) and takes the temporary ref
 * out, in one `git update-ref` transaction: only if the branch is still at `head`, all or
 * nothing, so a crash leaves the branch before the batch or after it. Gives whether it moved;
 * when it did not, the temporary ref is taken out all the same.
 */
export async function landChain(place: RepoPlace, head: string, ref: string, last: string, why: string): Promise<boolean> {
  const steps = `update refs/heads/${place.branch} ${last} ${head}\ndelete ${ref} ${last}\n`;
  const moved = await git(place.worktree, ['update-ref', '-m', why, '--stdin'], { input: steps });
  if (moved.code === 0) return true;
  await dropRef(place, ref);
  return false;
}

/**
 * Takes out the temporary refs of batches a crash stopped (at open, when no batch runs). One
 * that cannot be taken out now (a git still running holds its lock) only keeps a few objects
 * alive, and goes at the next open.
 */
export async function removeBatchRefs(place: RepoPlace): Promise<void> {
  const refs = await gitText(place.worktree, ['for-each-ref', '--format=%(refname)', batchRefPrefix]);
  if (refs === '') return;
  const steps = refs
    .split('\n')
    .map((ref) => `delete ${ref}\n`)
    .join('');
  await git(place.worktree, ['update-ref', '--stdin'], { input: steps });
}
