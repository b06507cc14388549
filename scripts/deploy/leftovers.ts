/**
 * What deploys that did not finish left in a releases folder: temporary folders and links, and
 * releases that were complete but never went live (their hook may not have run). Removed by the
 * next deploy or roll back, which holds the lock, so nothing in progress is touched.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { liveReleaseName } from './live-link.ts';
import { deleteReleases } from './prune.ts';
import { deployingRelease, isLeftover } from './releases-folder.ts';

export function removeLeftovers(releasesDir: string): void {
  const live = liveReleaseName(releasesDir);
  const names = readdirSync(releasesDir);
  const unfinished = names.flatMap((name) => deployingRelease(name) ?? []).filter((release) => release !== live);
  deleteReleases(
    releasesDir,
    unfinished.filter((release) => names.includes(release)),
  );
  for (const name of names.filter(isLeftover)) rmSync(join(releasesDir, name), { recursive: true, force: true });
}
