import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSiteFrom } from '../../../scripts/build/incremental-build.ts';
import { deployRelease, listReleases, type DeployResult } from '../../../scripts/deploy/index.ts';
import { git } from '../repo/git.ts';

const run = promisify(execFile);

/** Where releases go and what runs with each one. */
export interface ReleaseSettings {
  /** The project's folder: the site's code, which builds the content repository's pages. */
  root: string;
  releasesDir: string;
  /** A shell command run with each release folder before it goes live (scripts/deploy). */
  hook?: string | undefined;
}

/** Writes the pages and pictures (`public/`, when the commit has it) of one commit of the content repository into a new temporary folder. */
async function checkOut(repoDir: string, commit: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'studio-publish-'));
  const archive = join(folder, 'site.tar');
  const hasPublic = (await git(repoDir, ['cat-file', '-e', `${commit}:public`])).code === 0;
  const written = await git(repoDir, ['archive', '--format=tar', '-o', archive, commit, '--', 'pages', ...(hasPublic ? ['public'] : [])]);
  if (written.code !== 0) throw new Error(`Could not read the pages of ${commit} from the content repository: ${written.stderr.trim()}`);
  await run('tar', ['-xf', archive, '-C', folder]);
  await rm(archive);
  return folder;
}

/**
 * Builds the site from one commit of the content repository into a new release and makes it live
 * (scripts/deploy). When only the text of some pages changed since the live release, only they are
 * rebuilt (scripts/build/incremental-build.ts); the release's manifest says how it was built.
 * The pictures are the content repository's when it has a `public/` folder, else the project's.
 */
export async function releaseCommit(settings: ReleaseSettings, repoDir: string, commit: string): Promise<DeployResult> {
  const folder = await checkOut(repoDir, commit);
  const publicDir = join(folder, 'public');
  const live = listReleases({ releasesDir: settings.releasesDir }).releases.find((release) => release.live);
  try {
    return await deployRelease({
      releasesDir: settings.releasesDir,
      commit,
      root: settings.root,
      ...(settings.hook === undefined ? {} : { hook: settings.hook }),
      build: (outDir) =>
        buildSiteFrom({
          root: settings.root,
          pagesDir: join(folder, 'pages'),
          ...(existsSync(publicDir) ? { publicDir } : {}),
          outDir,
          quiet: true,
          previous: live === undefined ? undefined : { dir: live.dir, name: live.name },
        }),
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The live release, when it was built from this commit. */
export function liveReleaseOf(releasesDir: string, commit: string): string | undefined {
  const list = listReleases({ releasesDir });
  return list.releases.find((release) => release.live && release.manifest.commit === commit)?.name;
}
