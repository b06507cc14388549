import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deployConfigName, readDeployConfig } from '../../../scripts/deploy/deploy-config.ts';

/**
 * Where the team server puts the site's releases and which hook runs with each: `<data>/deploy.json`
 * when there is one (the same settings as the project's deploy.json; `releases` is read from the data
 * folder), else `<data>/releases` and no hook.
 */
export function publishSettingsOf(dataDir: string): { releasesDir: string; deployHook: string | undefined } {
  if (!existsSync(join(dataDir, deployConfigName))) return { releasesDir: join(dataDir, 'releases'), deployHook: undefined };
  const config = readDeployConfig(dataDir);
  return { releasesDir: resolve(dataDir, config.releases), deployHook: config.hook };
}
