/**
 * `npm run deploy`: builds the site as `npm run build` does, straight into a new release folder,
 * and puts it live. Options: `--releases <folder>` (.releases unless deploy.json says otherwise),
 * `--built <folder>` (deploy a site already built, such as dist/, instead of building),
 * `--hook <command>`, `--reload <command>`, `--nginx-root <path>` (the `root` of the release's nginx.conf; the live link
 * unless told).
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { commandSettings, firstNginxNote, reloadNote, reportFailure, shown, type CommandSettings } from './command-settings.ts';
import { deployRelease, type DeployResult } from './deploy-release.ts';
import { liveLink } from './releases-folder.ts';

const { values } = parseArgs({
  options: {
    releases: { type: 'string' },
    built: { type: 'string' },
    hook: { type: 'string' },
    reload: { type: 'string' },
    'nginx-root': { type: 'string' },
  },
});

async function deploy(settings: CommandSettings, nginxRoot: string): Promise<DeployResult> {
  const common = { ...settings, nginxRoot };
  if (values.built !== undefined) return deployRelease({ ...common, builtDir: values.built });
  console.log('Building the site…');
  // Imported only to build: deploying a site already built needs none of the build's tools.
  const { buildSite } = await import('../build/build.ts');
  const build = async (outDir: string) => {
    const { pages, ms } = await buildSite({ root: settings.root, outDir });
    console.log(`built ${String(pages)} pages in ${(ms / 1000).toFixed(1)} s`);
  };
  // The build finishes by renaming its folder, inside the project, into place: a releases folder on
  // another disk gets a copy of a build made in the project instead.
  mkdirSync(settings.releasesDir, { recursive: true });
  if (statSync(settings.root).dev === statSync(settings.releasesDir).dev) return deployRelease({ ...common, build });
  const builtDir = join(settings.root, '.build', `deploy-${String(process.pid)}`);
  try {
    await build(builtDir);
    return await deployRelease({ ...common, builtDir });
  } finally {
    rmSync(builtDir, { recursive: true, force: true });
  }
}

function report(result: DeployResult, settings: CommandSettings, nginxRoot: string): void {
  const { release } = result;
  const commit = release.manifest.commit === null ? 'commit not known' : `commit ${release.manifest.commit.slice(0, 7)}`;
  console.log(`\nRelease ${release.name} is live: ${String(release.manifest.pages.length)} pages, ${commit}.`);
  console.log(`  Its folder: ${shown(release.dir)}; the live link: ${shown(liveLink(settings.releasesDir))}.`);
  console.log(`  nginx serves it with root ${nginxRoot} (the release's nginx.conf says so).`);
  const first = result.previous === undefined && result.reload === undefined;
  console.log(`  ${first ? firstNginxNote(join(nginxRoot, 'nginx.conf')) : reloadNote(result.nginxConfChanged, result.reload)}`);
  if (result.hookOutput !== undefined)
    console.log(`  The deploy hook ran${result.hookOutput.trim() === '' ? '.' : `:\n${result.hookOutput.trimEnd()}`}`);
  console.log(
    result.previous === undefined
      ? 'It is the first release: there is nothing to roll back to yet.'
      : `Before it: ${result.previous}. npm run rollback puts that one back at once.`,
  );
  if (result.pruned.length > 0) console.log(`Deleted the oldest releases, keeping the newest: ${result.pruned.join(', ')}.`);
}

let releasesDir: string | undefined;
try {
  const settings = commandSettings(values);
  releasesDir = settings.releasesDir;
  const nginxRoot = values['nginx-root'] ?? settings.nginxRoot;
  const result = await deploy(settings, nginxRoot);
  report(result, settings, nginxRoot);
  // The release is live; a failed reload still fails the command, so scripts and people notice.
  if (result.reload?.ok === false) process.exitCode = 1;
} catch (error) {
  reportFailure(error, releasesDir);
}
