/**
 * Roll back: the live link is switched to the release before the live one (or to a named one) in
 * one rename. The hook, when there is one, runs first with that release, as for a deploy.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DeployFailure } from './deploy-failure.ts';
import { runReleaseHook, runReload, type HookSettings, type ReloadResult } from './deploy-hook.ts';
import { withLock } from './deploy-lock.ts';
import { listReleases, releaseBefore, type Release } from './list-releases.ts';
import { pointLiveAt } from './live-link.ts';
import { nginxConfChanged } from './nginx-conf-change.ts';
import { removeLeftovers } from './leftovers.ts';

export interface RollBackOptions extends HookSettings {
  releasesDir: string;
  /** The release to put live; the one before the live one when left out. */
  to?: string;
}

export interface RollBackResult {
  /** The release that was live (none: nothing was live, and `to` named the release). */
  from: string | undefined;
  /** The release live now. */
  to: Release;
  hookOutput: string | undefined;
  /** Whether nginx must be reloaded to load the nginx.conf of the release now live. */
  nginxConfChanged: boolean;
  /** What the reload command answered, when there is one and nginx.conf changed. */
  reload: ReloadResult | undefined;
}

export async function rollBack(options: RollBackOptions): Promise<RollBackResult> {
  const releasesDir = resolve(options.releasesDir);
  if (!existsSync(releasesDir))
    throw new DeployFailure(`There is no releases folder ${releasesDir}: nothing was deployed there yet (npm run deploy).`);
  return withLock(releasesDir, async () => {
    removeLeftovers(releasesDir);
    const current = listReleases({ releasesDir });
    const from = current.live;
    if (from === undefined && options.to === undefined) {
      throw new DeployFailure(`Nothing is live in ${releasesDir} yet, so there is nothing to roll back. Deploy first (npm run deploy).`);
    }
    const target = options.to === undefined ? releaseBefore(current, from ?? '') : current.releases.find(({ name }) => name === options.to);
    if (target === undefined) {
      throw new DeployFailure(
        options.to === undefined
          ? `${from ?? ''} is the oldest release kept in ${releasesDir}: there is no earlier one to roll back to.`
          : `There is no release ${options.to} in ${releasesDir}. npm run releases lists the ones kept.`,
      );
    }
    if (target.name === from) throw new DeployFailure(`${from} is already live.`);
    const hookOutput = await runReleaseHook(
      options,
      { releaseDir: target.dir, name: target.name, commit: target.manifest.commit, live: from },
      'rollback',
    );
    await pointLiveAt(releasesDir, target.name, async () => {});
    const fromDir = from === undefined ? undefined : join(releasesDir, from);
    const confChanged = nginxConfChanged(fromDir, target.dir);
    const reload = confChanged
      ? await runReload(options, { releaseDir: target.dir, name: target.name, commit: target.manifest.commit }, 'rollback')
      : undefined;
    return { from, to: { ...target, live: true }, hookOutput, nginxConfChanged: confChanged, reload };
  });
}
