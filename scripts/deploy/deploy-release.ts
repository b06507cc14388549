/**
 * A deploy: the built site becomes a new release folder, then the live link is switched to it in
 * one rename. The release is written under a temporary name inside the releases folder, flushed to
 * disk with its manifest last, and only then renamed to its final name; so a deploy stopped at any
 * moment (even by kill -9) leaves `live` on a complete release, the old one or the new one, and the
 * next deploy removes what it left behind.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { nginxConf } from '../server/hosts/nginx.ts';
import { readRoutesFile, routesFileName } from '../server/built-site.ts';
import { DeployFailure } from './deploy-failure.ts';
import { HowBuiltSchema, type HowBuilt } from '../build/build-record.ts';
import { withLock } from './deploy-lock.ts';
import { runReleaseHook, runReload, type HookSettings, type ReloadResult } from './deploy-hook.ts';
import { flush, makeTreeDurable, writeFileDurably } from './durable-files.ts';
import { commitOf } from './git-commit.ts';
import { listReleases, type Release } from './list-releases.ts';
import { pointLiveAt } from './live-link.ts';
import { nginxConfChanged } from './nginx-conf-change.ts';
import { deleteReleases, defaultKeep, releasesToPrune } from './prune.ts';
import { manifestFile, type ReleaseManifest } from './release-manifest.ts';
import { nextReleaseTime, releaseName } from './release-name.ts';
import { removeLeftovers } from './leftovers.ts';
import { deployingName, stagingName } from './releases-folder.ts';

/** The moments of a deploy, in order, as `onStep` hears them. */
export const deploySteps = [
  'locked',
  'cleaned',
  'staging',
  'file-saved',
  'manifest-written',
  'release-in-place',
  'hook-done',
  'live-link-made',
  'live-switched',
  'pruned',
] as const;
export type DeployStep = (typeof deploySteps)[number];

export interface DeploySettings extends HookSettings {
  /** The folder of releases; made when missing. */
  releasesDir: string;
  /** The commit the site was built from; found in `root` (the project folder) when left out (null: not known). */
  commit?: string | null;
  /** Where nginx finds the live site: the release's nginx.conf is written with this `root`. */
  nginxRoot?: string;
  /** How many releases to keep (10). */
  keep?: number;
  /** Hears each moment of the deploy; awaited, so a test can stop the process at one. */
  onStep?: (step: DeployStep) => void | Promise<void>;
  /** The clock (tests). */
  now?: () => Date;
}

/** The site comes from a finished build, copied (the folder is left as it is), or from a build run into the release itself. */
export type DeployOptions = DeploySettings &
  ({ builtDir: string; build?: never } | { build: (outDir: string) => Promise<unknown>; builtDir?: never });

export interface DeployResult {
  release: Release;
  /** The release that was live before, if any: what a roll back brings back. */
  previous: string | undefined;
  /** The releases deleted to keep the newest ones. */
  pruned: string[];
  /** What the hook wrote, when there is one. */
  hookOutput: string | undefined;
  /** Whether nginx must be reloaded to load this release's nginx.conf (nothing was live before, or it differs from the last one's). */
  nginxConfChanged: boolean;
  /** What the reload command answered, when there is one and nginx.conf changed. */
  reload: ReloadResult | undefined;
  /** Milliseconds of each part: the build (or the copy), flushing the release to disk, the hook and the switch of the live link. */
  timings: DeployTimings;
}

export interface DeployTimings {
  build: number;
  sync: number;
  switch: number;
}

/** What a build answers that matters to a deploy: how it built the site, when it says. */
const BuiltSchema = z.looseObject({ how: HowBuiltSchema });

const notABuiltSite = (dir: string) =>
  new DeployFailure(`${dir} is not a built site: it has no ${routesFileName}. Build the site first (npm run build), then deploy.`);

export async function deployRelease(options: DeployOptions): Promise<DeployResult> {
  const releasesDir = resolve(options.releasesDir);
  const step = async (name: DeployStep) => {
    await options.onStep?.(name);
  };
  if (options.builtDir !== undefined && !existsSync(join(options.builtDir, routesFileName))) throw notABuiltSite(options.builtDir);
  mkdirSync(releasesDir, { recursive: true });
  return withLock(releasesDir, async () => {
    await step('locked');
    removeLeftovers(releasesDir);
    await step('cleaned');
    const before = listReleases({ releasesDir });
    const createdAt = nextReleaseTime(options.now?.() ?? new Date(), before.releases.at(-1)?.name);
    const name = releaseName(createdAt);
    const staging = join(releasesDir, stagingName(name));
    const commit = options.commit === undefined ? (options.root === undefined ? null : commitOf(options.root)) : options.commit;
    const releaseDir = join(releasesDir, name);
    const deploying = join(releasesDir, deployingName(name));
    const started = performance.now();
    const timings: DeployTimings = { build: 0, sync: 0, switch: 0 };
    try {
      await step('staging');
      const { how, buildMs, ...size } = await stageSite(
        staging,
        options,
        before.live === undefined ? undefined : join(releasesDir, before.live),
        () => step('file-saved'),
      );
      timings.build = buildMs;
      const manifest: ReleaseManifest = {
        name,
        createdAt: createdAt.toISOString(),
        commit,
        pages: readRoutesFile(staging).pages,
        ...size,
        ...(how === undefined ? {} : { build: how }),
      };
      // Last inside the folder: a release with a manifest is complete.
      await writeFileDurably(manifestFile(staging), `${JSON.stringify(manifest, null, 2)}\n`);
      await flush(staging);
      await step('manifest-written');
      writeFileSync(deploying, '');
      renameSync(staging, releaseDir);
      await flush(releasesDir);
      timings.sync = Math.round(performance.now() - started) - buildMs;
      await step('release-in-place');
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
    let hookOutput: string | undefined;
    try {
      hookOutput = await runReleaseHook(options, { releaseDir, name, commit, live: before.live });
    } catch (error) {
      // A release its hook refused is never live anywhere: it goes, so a roll back cannot land on it.
      deleteReleases(releasesDir, [name]);
      rmSync(deploying, { force: true });
      throw error;
    }
    await step('hook-done');
    await pointLiveAt(releasesDir, name, () => step('live-link-made'));
    rmSync(deploying, { force: true });
    timings.switch = Math.round(performance.now() - started) - timings.build - timings.sync;
    await step('live-switched');
    const previousDir = before.live === undefined ? undefined : join(releasesDir, before.live);
    const confChanged = nginxConfChanged(previousDir, releaseDir);
    const reload = confChanged ? await runReload(options, { releaseDir, name, commit }, 'deploy') : undefined;
    const after = listReleases({ releasesDir });
    const pruned = releasesToPrune(after, options.keep ?? defaultKeep);
    deleteReleases(releasesDir, pruned);
    await step('pruned');
    const release = after.releases.find((candidate) => candidate.name === name);
    if (release === undefined) throw new DeployFailure(`The release ${name} went missing from ${releasesDir} while it was deployed.`);
    return { release, previous: before.live, pruned, hookOutput, nginxConfChanged: confChanged, reload, timings };
  });
}

/**
 * Puts the site into the staging folder, flushed to disk, with nginx.conf pointing where nginx will
 * find it. Files a build linked to the live release's (incremental-build.ts) are on disk already.
 */
async function stageSite(staging: string, options: DeployOptions, liveDir: string | undefined, onFile: () => Promise<void>) {
  const started = performance.now();
  let how: HowBuilt | undefined;
  if (options.builtDir === undefined) {
    // A build that says how it built the site (buildSite, buildSiteFrom) has it noted in the release's manifest.
    const built = BuiltSchema.safeParse(await options.build(staging));
    how = built.success ? built.data.how : undefined;
    if (!existsSync(join(staging, routesFileName))) throw notABuiltSite(staging);
  } else {
    mkdirSync(staging);
  }
  const buildMs = Math.round(performance.now() - started);
  const size = await makeTreeDurable(
    staging,
    onFile,
    options.builtDir === undefined ? { durableTwin: liveDir } : { from: options.builtDir },
  );
  if (options.nginxRoot !== undefined) {
    const conf = join(staging, 'nginx.conf');
    // Written anew rather than over it: an incremental build's files may be hard links to the previous release's.
    rmSync(conf, { force: true });
    writeFileSync(conf, nginxConf(readRoutesFile(staging), options.nginxRoot, true));
    await flush(conf);
  }
  return { ...size, how, buildMs };
}
