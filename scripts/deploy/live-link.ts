/**
 * The live pointer: a symbolic link `live` naming the release folder the site is served from. It
 * is switched in one step: the new link is made beside it and renamed over it, so a reader finds
 * the old release or the new one, never no link at all.
 */
import { lstatSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { DeployFailure } from './deploy-failure.ts';
import { flush } from './durable-files.ts';
import { liveLink, newLiveLinkName } from './releases-folder.ts';

/** The name of the live release, or undefined before the first deploy. */
export function liveReleaseName(releasesDir: string): string | undefined {
  try {
    return basename(readlinkSync(liveLink(releasesDir)));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    if (error instanceof Error && 'code' in error && error.code === 'EINVAL') throw notALink(releasesDir);
    throw error;
  }
}

const notALink = (releasesDir: string) =>
  new DeployFailure(
    `${liveLink(releasesDir)} is not a symbolic link to a release. Move it out of ${releasesDir}, then deploy again: deploys make it themselves.`,
  );

/**
 * Points `live` at a release. `beforeSwitch` runs between making the new link and renaming it
 * over the old one (a test stops the process there).
 */
export async function pointLiveAt(releasesDir: string, release: string, beforeSwitch: () => Promise<void>): Promise<void> {
  const link = liveLink(releasesDir);
  const existing = lstatSync(link, { throwIfNoEntry: false });
  if (existing !== undefined && !existing.isSymbolicLink()) throw notALink(releasesDir);
  const next = join(releasesDir, newLiveLinkName(randomBytes(3).toString('hex')));
  // Relative, so the releases folder still works when it is moved or mounted elsewhere.
  symlinkSync(release, next);
  try {
    await beforeSwitch();
    renameSync(next, link);
  } catch (error) {
    rmSync(next, { force: true });
    throw error;
  }
  await flush(releasesDir);
}
