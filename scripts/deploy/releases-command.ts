/** `npm run releases`: the releases kept, newest first, and which one is live. Option: `--releases <folder>`. */
import { parseArgs } from 'node:util';
import { commandSettings, reportFailure, shown } from './command-settings.ts';
import { listReleases, type Release } from './list-releases.ts';

const { values } = parseArgs({ options: { releases: { type: 'string' } } });

function line(release: Release): string {
  const { manifest } = release;
  const when = manifest.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const commit = manifest.commit === null ? 'commit not known' : `commit ${manifest.commit.slice(0, 7)}`;
  return `${release.live ? 'live ->' : '       '} ${release.name}  ${when}  ${String(manifest.pages.length)} pages  ${commit}`;
}

let releasesDir: string | undefined;
try {
  const settings = commandSettings(values);
  releasesDir = settings.releasesDir;
  const { releases, live } = listReleases(settings);
  if (releases.length === 0) {
    console.log(`There are no releases in ${shown(settings.releasesDir)} yet: npm run deploy makes the first one.`);
  } else {
    console.log(`Releases in ${shown(settings.releasesDir)}, newest first:`);
    for (const release of releases.toReversed()) console.log(line(release));
    if (live === undefined) console.log('None of them is live: npm run rollback -- --to <release> puts one live.');
  }
} catch (error) {
  reportFailure(error, releasesDir);
}
