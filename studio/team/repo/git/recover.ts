import { readdir, readFile, readlink, realpath, rm, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { removeBatchRefs } from './commit-chain.ts';
import { gitText } from './git.ts';
import { temporaryIndexPrefix, type RepoPlace } from './objects.ts';
import { temporarySuffix, worktreeIsClean } from './worktree.ts';

/** Where a process stopped in the middle of a save may have left a lock: the index, HEAD, refs, config. */
async function lockFiles(gitDir: string): Promise<string[]> {
  const top = await readdir(gitDir);
  const refs = await readdir(join(gitDir, 'refs'), { recursive: true }).catch(() => []);
  return [...top.map((name) => join(gitDir, name)), ...refs.map((name) => join(gitDir, 'refs', name))].filter((file) =>
    file.endsWith('.lock'),
  );
}

/**
 * Whether a git program runs in this clone now (its locks are then in use, not stale). Read
 * from /proc; `undefined` where the system has none, and the age of a lock decides instead.
 */
async function gitRunsIn(places: readonly string[]): Promise<boolean | undefined> {
  const pids = await readdir('/proc').catch(() => undefined);
  if (pids === undefined) return undefined;
  for (const pid of pids.filter((name) => /^\d+$/.test(name))) {
    const command = await readFile(join('/proc', pid, 'comm'), 'utf8').catch(() => '');
    if (!command.startsWith('git')) continue;
    const cwd = await readlink(join('/proc', pid, 'cwd')).catch(() => undefined);
    if (cwd !== undefined && places.some((place) => cwd === place || cwd.startsWith(place + sep))) return true;
  }
  return false;
}

// Without /proc, a lock this old is taken as left behind: no git command of a save runs this long.
const staleAfterMs = 120_000;

async function removeStaleLocks(place: RepoPlace): Promise<void> {
  const locks = await lockFiles(place.gitDir);
  const temporary = (await readdir(place.gitDir))
    .filter((name) => name.startsWith(temporaryIndexPrefix))
    .map((name) => join(place.gitDir, name));
  const objects = await readdir(join(place.gitDir, 'objects'), { recursive: true }).catch(() => []);
  const halfObjects = objects
    .filter((name) => /(?:^|\/)tmp_(?:obj|pack|idx)_/.test(name))
    .map((name) => join(place.gitDir, 'objects', name));
  const leftovers = [...locks, ...temporary, ...halfObjects, ...(await importKeeps(place.gitDir, objects))];
  if (leftovers.length === 0) return;
  const running = await gitRunsIn([await realpath(place.worktree), await realpath(place.gitDir)]);
  if (running === true) return;
  for (const file of leftovers) {
    const age = await stat(file).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (running === false || age > staleAfterMs) await rm(file, { force: true });
  }
}

/**
 * The `.keep` files of packs a `git fast-import` stopped before it was done with: it keeps its
 * pack while it writes the refs, then lets it go. Left behind, the pack would never be repacked.
 */
async function importKeeps(gitDir: string, objects: readonly string[]): Promise<string[]> {
  const keeps = objects.filter((name) => /^pack\/pack-[0-9a-f]+\.keep$/.test(name)).map((name) => join(gitDir, 'objects', name));
  const reasons = await Promise.all(keeps.map((file) => readFile(file, 'utf8').catch(() => '')));
  return keeps.filter((_, index) => reasons[index]?.trim() === 'fast-import');
}

/** Untracked files the studio was writing when it stopped (`….studio-tmp`), in the folders it writes. */
async function removeHalfWrittenFiles(place: RepoPlace): Promise<void> {
  const listed = await gitText(place.worktree, ['ls-files', '--others', '-z', '--', 'pages', 'public/images']);
  for (const path of listed.split('\0')) {
    if (path.endsWith(temporarySuffix)) await rm(join(place.worktree, path), { force: true });
  }
}

/**
 * Makes the clone consistent after the studio stopped at any moment (a crash, `kill -9`): no
 * stale lock blocks git, no batch's temporary ref is left, and the work tree is exactly the
 * branch's head. A save that had not moved the branch is not there; one that had is a commit,
 * and its files are written now.
 * The clone belongs to the studio: nobody edits its work tree by hand.
 */
export async function recover(place: RepoPlace): Promise<void> {
  await removeStaleLocks(place);
  await removeBatchRefs(place);
  await removeHalfWrittenFiles(place);
  if (!(await worktreeIsClean(place))) await gitText(place.worktree, ['reset', '--hard', '--quiet', 'HEAD']);
}
