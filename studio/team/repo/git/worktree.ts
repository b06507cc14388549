import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { git, gitText } from './git.ts';
import { blobBytes, type RepoPlace } from './objects.ts';
import { filesChanged } from './tree-changes.ts';

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

/**
 * Brings the work tree and the index from commit `from` to commit `to`, once the branch points
 * at `to`. Files are written whole (temporary name, then renamed), so a page is never read half
 * written; anything but plain files (links, submodules) is checked out by git itself.
 */
export async function updateWorktree(place: RepoPlace, from: string, to: string): Promise<void> {
  if (from === to) return;
  const plain: string[] = [];
  const special: string[] = [];
  for (const { path, after } of await filesChanged(place, from, to)) {
    const file = join(place.worktree, path);
    if (after === null) {
      await rm(file, { force: true });
      plain.push(path);
    } else if (after.mode === '100644' || after.mode === '100755') {
      await writeAtomically(file, await blobBytes(place, after.blob), after.mode === '100755' ? 0o755 : 0o644);
      plain.push(path);
    } else special.push(path);
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
