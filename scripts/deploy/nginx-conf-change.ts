/**
 * Whether nginx must load another nginx.conf after a switch between two releases: the file holds
 * a rule per page, the redirects and the security headers (with the hash of the boot script), so
 * a new page, a new spelling or changed code changes it, and nginx reads it only when reloaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const confOf = (releaseDir: string): string | undefined => {
  try {
    return readFileSync(join(releaseDir, 'nginx.conf'), 'utf8');
  } catch {
    return undefined;
  }
};

/** True when the release that was live is not known (nothing was live) or its nginx.conf differs. */
export function nginxConfChanged(fromDir: string | undefined, toDir: string): boolean {
  return fromDir === undefined || confOf(fromDir) !== confOf(toDir);
}
