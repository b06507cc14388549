import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deployConfigName } from '../../../scripts/deploy/deploy-config.ts';
import { releaseTargetIn, type ReleaseTarget } from '../../../scripts/deploy/index.ts';

/**
 * Where the team server puts the site's releases and how each goes live: `<data>/deploy.json` when
 * there is one (the same settings as the project's deploy.json, read from the data folder), else
 * `<data>/releases` with the defaults. Read as `npm run deploy` reads its own, so a release the studio
 * publishes names nginx's root as one `npm run deploy` makes does (the releases' live link).
 */
export function publishTargetOf(dataDir: string): ReleaseTarget {
  return releaseTargetIn(dataDir, existsSync(join(dataDir, deployConfigName)) ? {} : { releases: 'releases' });
}
