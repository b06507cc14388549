/**
 * The names inside a releases folder: the release folders, the `live` link, and the temporary
 * entries of a deploy in progress (all starting with `.tmp-` or `live.tmp-`, so whatever a
 * crash leaves behind is found and removed by the next deploy).
 */
import { join } from 'node:path';

/** The symbolic link to the release the site serves. */
export const liveLinkName = 'live';
/** Held while a deploy or a roll back runs: the id of the process that holds it. */
export const lockName = '.lock';

/** A release being written: it takes its final name only once it is complete. */
export const stagingName = (release: string): string => `.tmp-${release}`;
/** A release being deleted: renamed first, so a half-deleted folder never looks like a release. */
export const deletingName = (release: string): string => `.tmp-delete-${release}`;
/**
 * Marks a release that is complete but not yet live: from its final rename until the live link
 * points at it. A deploy killed in between leaves it, and the next one deletes that release.
 */
export const deployingName = (release: string): string => `.tmp-deploying-${release}`;
const deployingPrefix = deployingName('');
/** The release a `deployingName` marker names, or undefined for another entry. */
export const deployingRelease = (name: string): string | undefined =>
  name.startsWith(deployingPrefix) ? name.slice(deployingPrefix.length) : undefined;
/** The new live link, made beside the old one and renamed over it. */
export const newLiveLinkName = (id: string): string => `${liveLinkName}.tmp-${id}`;

/** Whether an entry of the releases folder is a leftover of a deploy that did not finish. */
export const isLeftover = (name: string): boolean => name.startsWith('.tmp-') || name.startsWith(`${liveLinkName}.tmp-`);

export const liveLink = (releasesDir: string): string => join(releasesDir, liveLinkName);
