/**
 * Writing files so they survive a crash of the machine, not only of the process: each file and
 * each folder is flushed to disk (fsync) before the rename that makes it count. A file that is a
 * hard link to one flushed before (an unchanged page of an incremental build) needs only its
 * folder flushed.
 */
import { copyFile, mkdir, open, readdir, stat, writeFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join, relative } from 'node:path';

/** How many files are copied and flushed at once: fsync waits on the disk, not on the CPU. */
const parallelFiles = 8;

/** Flushes a file or a folder (its list of names) to disk. */
export async function flush(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeFileDurably(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await flush(path);
}

export interface TreeListing {
  /** Every folder below the root (the root left out), parents before their children. */
  folders: string[];
  /** Every file, as a path relative to the root. */
  files: string[];
}

/** The folders and files of a tree; anything else (a link, a socket) is refused, as a release holds only files. */
export async function listTree(root: string): Promise<TreeListing> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const listing: TreeListing = { folders: [], files: [] };
  for (const entry of entries) {
    const path = relative(root, join(entry.parentPath, entry.name));
    if (entry.isDirectory()) listing.folders.push(path);
    else if (entry.isFile()) listing.files.push(path);
    else throw new Error(`${join(root, path)} is neither a file nor a folder; a built site holds only files and folders.`);
  }
  listing.folders.sort((a, b) => a.split('/').length - b.split('/').length);
  return listing;
}

/** Runs `work` on every item, a few at a time. */
async function eachInParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: parallelFiles }, lane));
}

export interface TreeSize {
  files: number;
  bytes: number;
}

/** Where a tree's files come from, besides its own folder. */
export interface TreeSource {
  /** Copy the tree from here first. */
  from?: string | undefined;
  /**
   * A tree on disk already (the live release): a file that is a hard link to the file of the same
   * name there has its bytes on disk already, and only its folder's new entry needs flushing.
   */
  durableTwin?: string | undefined;
}

/** Whether `other` is the same file (a hard link) as the one `own` describes. */
async function sameFile(own: Stats, other: string): Promise<boolean> {
  const twin = await stat(other).catch(() => undefined);
  return twin !== undefined && own.ino === twin.ino && own.dev === twin.dev;
}

/**
 * Flushes every file and folder of a tree to disk, the root last; files linked to `durableTwin`'s
 * are on disk already. When `from` is given, the tree is first copied from there. `onFile` runs
 * after each file.
 */
export async function makeTreeDurable(root: string, onFile: () => Promise<void>, source: TreeSource = {}): Promise<TreeSize> {
  const { from, durableTwin } = source;
  const listing = await listTree(from ?? root);
  if (from !== undefined) for (const folder of listing.folders) await mkdir(join(root, folder), { recursive: true });
  let bytes = 0;
  await eachInParallel(listing.files, async (file) => {
    if (from !== undefined) await copyFile(join(from, file), join(root, file));
    // Read before adding: `bytes += await …` would add to the total as it was before the wait.
    const own = await stat(join(root, file));
    if (durableTwin === undefined || !(await sameFile(own, join(durableTwin, file)))) await flush(join(root, file));
    bytes += own.size;
    await onFile();
  });
  // The order of the folders' flushes does not matter: all of them are done before the rename that makes the tree count.
  await eachInParallel(listing.folders, (folder) => flush(join(root, folder)));
  await flush(root);
  return { files: listing.files.length, bytes };
}
