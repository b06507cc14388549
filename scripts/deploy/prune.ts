/**
 * Keeps the newest releases (10 unless told otherwise) and deletes the others, but never the live
 * one or the one before it, so a roll back always has somewhere to go.
 */
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deletingName } from './releases-folder.ts';
import type { ReleaseList } from './list-releases.ts';

export const defaultKeep = 10;

/** The names of the releases to delete. */
export function releasesToPrune(list: ReleaseList, keep: number): string[] {
  const names = list.releases.map((release) => release.name);
  const kept = new Set(names.slice(-Math.max(keep, 1)));
  const live = list.live === undefined ? -1 : names.indexOf(list.live);
  for (const at of [live, live - 1]) {
    const name = live === -1 ? undefined : names[at];
    if (name !== undefined) kept.add(name);
  }
  return names.filter((name) => !kept.has(name));
}

/** Deletes releases: each is renamed out of the list first, then removed. */
export function deleteReleases(releasesDir: string, names: readonly string[]): void {
  for (const name of names) {
    const doomed = join(releasesDir, deletingName(name));
    renameSync(join(releasesDir, name), doomed);
    rmSync(doomed, { recursive: true, force: true });
  }
}
