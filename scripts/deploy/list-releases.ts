/** The complete releases of a releases folder, oldest first, and which one is live. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { liveReleaseName } from './live-link.ts';
import { readManifest, type ReleaseManifest } from './release-manifest.ts';
import { isReleaseName } from './release-name.ts';

export interface Release {
  name: string;
  /** The release's folder. */
  dir: string;
  manifest: ReleaseManifest;
  /** Whether the site is served from it. */
  live: boolean;
}

export interface ReleaseList {
  /** Oldest first. */
  releases: Release[];
  /** The live release's name; undefined before the first deploy. */
  live: string | undefined;
}

export function listReleases({ releasesDir }: { releasesDir: string }): ReleaseList {
  if (!existsSync(releasesDir)) return { releases: [], live: undefined };
  const live = liveReleaseName(releasesDir);
  const names = readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isReleaseName(entry.name))
    .map((entry) => entry.name)
    .sort();
  const releases = names.flatMap((name) => {
    const dir = join(releasesDir, name);
    const manifest = readManifest(dir);
    return manifest === undefined ? [] : [{ name, dir, manifest, live: name === live }];
  });
  return { releases, live };
}

/** The release made just before the named one, if it is still kept. */
export function releaseBefore(list: ReleaseList, name: string): Release | undefined {
  const at = list.releases.findIndex((release) => release.name === name);
  return at > 0 ? list.releases[at - 1] : undefined;
}
