import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { BuildFailure } from '../../../scripts/build/build.ts';
import { deployRelease, listReleases, type DeployResult, type ReleaseTarget } from '../../../scripts/deploy/index.ts';
import { buildInProcess, type BuildProcess, type Built } from './build/build-process.ts';
import { git } from '../repo/index.ts';

const run = promisify(execFile);

/** Where releases go and how each goes live (the deploy's own settings), and the project that builds them. */
export interface ReleaseSettings extends ReleaseTarget {
  /** The project's folder: the site's code, which builds the content repository's pages. */
  root: string;
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
 * Builds the site (the project's code in `root`) from the pages and pictures of one commit of the
 * content repository into `outDir`; a failed build leaves `outDir` as it was (scripts/build).
 * With `previous` (a built site), only the pages whose text changed since it are built again
 * (scripts/build/incremental-build.ts). The build runs in a process of its own (build-process.ts).
 * Publishing builds releases with it (in the process that checked the pages, `builder`), and the
 * change requests' pictures build main and the draft with it.
 */
export async function buildCommit(
  root: string,
  repoDir: string,
  commit: string,
  outDir: string,
  previous?: { dir: string; name: string },
  builder?: BuildProcess,
): Promise<Built & { checkoutMs: number }> {
  const started = performance.now();
  const folder = await checkOut(repoDir, commit);
  const publicDir = join(folder, 'public');
  const checkoutMs = Math.round(performance.now() - started);
  try {
    const request = {
      root,
      pagesDir: join(folder, 'pages'),
      ...(existsSync(publicDir) ? { publicDir } : {}),
      outDir,
      ...(previous === undefined ? {} : { previous }),
    };
    const built = await (builder === undefined ? buildInProcess(request) : builder.build(request));
    return { ...built, checkoutMs };
  } catch (error) {
    // The problems name the pages as the repository does (pages/…), not by the temporary folder.
    if (error instanceof BuildFailure)
      throw new BuildFailure(error.message.replaceAll(`${relative(root, folder).split(sep).join('/')}/`, ''));
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A release made live, and how its build went (the deploy's timings split the rest). */
export interface Released extends DeployResult {
  built: (Built & { checkoutMs: number }) | undefined;
}

/** The live release as a built site a build can start from (its folder and name), when there is one. */
export function liveRelease(releasesDir: string): { dir: string; name: string } | undefined {
  const live = listReleases({ releasesDir }).releases.find((release) => release.live);
  return live === undefined ? undefined : { dir: live.dir, name: live.name };
}

/**
 * Builds the site from one commit of the content repository into a new release and makes it live
 * (scripts/deploy), starting from the live release: when only the text of some pages changed,
 * only they are rebuilt; the release's manifest says how it was built. `builder` is the build
 * process that checked the pages (build-process.ts); without it, one is started for the build.
 */
export async function releaseCommit(settings: ReleaseSettings, repoDir: string, commit: string, builder?: BuildProcess): Promise<Released> {
  const live = liveRelease(settings.releasesDir);
  let built: Released['built'];
  const result = await deployRelease({
    ...settings,
    commit,
    build: async (outDir) => {
      built = await buildCommit(settings.root, repoDir, commit, outDir, live, builder);
      return built;
    },
  });
  return { ...result, built };
}

/** The live release, when it was built from this commit. */
export function liveReleaseOf(releasesDir: string, commit: string): string | undefined {
  const list = listReleases({ releasesDir });
  return list.releases.find((release) => release.live && release.manifest.commit === commit)?.name;
}
