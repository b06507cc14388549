import { resolve } from 'node:path';
import { readDeployConfig } from './deploy-config.ts';
import type { HookSettings } from './deploy-hook.ts';
import { liveLink } from './releases-folder.ts';

/**
 * Where a deploy puts each release and how it goes live: one set of settings for `npm run deploy`
 * and the team studio's publish and roll back, so the releases they make are served alike.
 */
export interface ReleaseTarget extends HookSettings {
  releasesDir: string;
  /** The `root` each release's nginx.conf names: where nginx finds the live link. */
  nginxRoot: string;
}

/**
 * The target `folder`'s deploy.json describes (the defaults where it has none): releases and the
 * hook as it says, and nginx's root at the releases' live link unless it names another.
 * `releases`, when given, takes the place of the file's (a command-line option, the studio's default).
 */
export function releaseTargetIn(
  folder: string,
  overrides: { releases?: string | undefined; hook?: string | undefined; reload?: string | undefined } = {},
): ReleaseTarget {
  const config = readDeployConfig(folder);
  const releasesDir = resolve(folder, overrides.releases ?? config.releases);
  const hook = overrides.hook ?? config.hook;
  const reload = overrides.reload ?? config.reload;
  return {
    releasesDir,
    nginxRoot: config.nginxRoot ?? liveLink(releasesDir),
    hookTimeoutMs: config.hookTimeoutSeconds * 1000,
    ...(hook === undefined ? {} : { hook }),
    ...(reload === undefined ? {} : { reload }),
  };
}
