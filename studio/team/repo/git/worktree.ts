import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { git, gitText } from './git.ts';
import { blobBytes, type RepoPlace } from './objects.ts';

/** Files being written end in this until they are renamed into place; leftovers go at open. */
export const temporarySuffix = '.studio-tmp';

/** Writes all of the bytes or nothing: to a new file beside the target, renamed over it. */
async function writeAtomically(file: string, bytes: Uint8Array, mode: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.${randomUUID()}${temporarySuffix}`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await chmod(temporary, mode);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

interface TreeChange {
  mode: string;
  blob: string;
  path: string;
}

/** The files that differ between two commits, with their mode and blob in `to` (mode 000000: gone). */
async function changedFiles(place: RepoPlace, from: string, to: string): Promise<TreeChange[]> {
  const output = await gitText(place.worktree, ['diff-tree', '-r', '-z', '--no-renames', from, to]);
  const fields = output.split('\0');
  const changes: TreeChange[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [, , mode = '', , blob = ''] = (fields[index] ?? '').split(' ');
    changes.push({ mode, blob, path: fields[index + 1] ?? '' });
  }
  return changes;
}

/**
 * Brings the work tree and the index from commit `from` to commit `to`, once the branch points
 * at `to`. Files are written whole (temporary name, then renamed), so a page is never read half
 * written; anything but plain files (links, submodules) is checked out by git itself.
 */
export async function updateWorktree(place: RepoPlace, from: string, to: string): Promise<void> {
  if (from === to) return;
  const changes = await changedFiles(place, from, to);
  const plain: string[] = [];
  const special: string[] = [];
  for (const change of changes) {
    const file = join(place.worktree, change.path);
    if (change.mode === '000000') {
      await rm(file, { force: true });
      plain.push(change.path);
    } else if (change.mode === '100644' || change.mode === '100755') {
      await writeAtomically(file, await blobBytes(place, change.blob), change.mode === '100755' ? 0o755 : 0o644);
      plain.push(change.path);
    } else special.push(change.path);
  }
  if (plain.length > 0)
    await gitText(place.worktree, ['update-index', '--add', '--remove', '-z', '--stdin'], {
      input: plain.map((path) => `${path}\0`).join(''),
    });
  if (special.length > 0) await gitText(place.worktree, ['checkout', '-f', to, '--', ...special]);
}

/** Writes the files of a commit the studio just made (their bytes known), and records them in the index. */
export async function writeCommittedFiles(
  place: RepoPlace,
  files: readonly { path: string; bytes: Uint8Array; mode: string }[],
): Promise<void> {
  for (const file of files) await writeAtomically(join(place.worktree, file.path), file.bytes, file.mode === '100755' ? 0o755 : 0o644);
  await gitText(place.worktree, ['update-index', '--add', '-z', '--stdin'], { input: files.map((file) => `${file.path}\0`).join('') });
}

/** Whether the work tree and index hold exactly the branch's head (files git does not track aside). */
export async function worktreeIsClean(place: RepoPlace): Promise<boolean> {
  const output = await git(place.worktree, ['status', '--porcelain', '-z', '--untracked-files=no']);
  return output.code === 0 && output.stdout.length === 0;
}
