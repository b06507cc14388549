/**
 * One deploy or roll back at a time per releases folder: a lock file holding the id of the process
 * that runs it. A process that was killed cannot remove its lock; the next one sees that no
 * process has that id any more and takes the lock over.
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DeployFailure } from './deploy-failure.ts';
import { lockName } from './releases-folder.ts';

/** Whether a process with this id runs (one of another user counts: it may not be signalled, but it exists). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function holderOf(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The lock's file is written in full under a name of its own, then linked to the lock's name: it never exists half written. */
function tryLock(lock: string, releasesDir: string): boolean {
  const draft = join(releasesDir, `.tmp-lock-${String(process.pid)}-${randomBytes(3).toString('hex')}`);
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lock);
    return true;
  } catch (error) {
    // EEXIST: held. ENOENT: the holder, cleaning leftovers, removed this draft: held too.
    if (error instanceof Error && 'code' in error && (error.code === 'EEXIST' || error.code === 'ENOENT')) return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Takes the releases folder's lock, or says who holds it; returns the function that gives it back. */
export function takeLock(releasesDir: string): () => void {
  const lock = join(releasesDir, lockName);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryLock(lock, releasesDir)) return () => rmSync(lock, { force: true });
    const holder = holderOf(lock);
    if (holder !== undefined && isRunning(holder)) {
      throw new DeployFailure(
        `Another deploy or roll back is running on ${releasesDir} (process ${String(holder)}). Wait for it to finish, then try again.`,
      );
    }
    // Its process is gone (killed): move its lock aside and try again.
    try {
      renameSync(lock, join(releasesDir, `.tmp-stale-lock-${randomBytes(3).toString('hex')}`));
    } catch {
      // Another process moved it first; the next attempt sees its lock.
    }
  }
  throw new DeployFailure(`Could not take the lock ${lock}. Check that no other deploy is running, remove the file, then try again.`);
}

/** Runs `work` holding the lock. */
export async function withLock<T>(releasesDir: string, work: () => Promise<T>): Promise<T> {
  const release = takeLock(releasesDir);
  try {
    return await work();
  } finally {
    release();
  }
}
