/** What the deploy commands share: the settings from deploy.json and the command line, and how they end. */
import { relative } from 'node:path';
import { BuildFailure } from '../build/build-failure.ts';
import { DeployFailure } from './deploy-failure.ts';
import type { ReloadResult } from './deploy-hook.ts';
import { liveReleaseName } from './live-link.ts';
import { releaseTargetIn, type ReleaseTarget } from './release-target.ts';

export interface CommandSettings extends ReleaseTarget {
  root: string;
}

/** The project folder is the current one, as for every npm script; the options take the place of deploy.json's. */
export function commandSettings(flags: {
  releases?: string | undefined;
  hook?: string | undefined;
  reload?: string | undefined;
}): CommandSettings {
  const root = process.cwd();
  return { root, ...releaseTargetIn(root, flags) };
}

/** A path as people read it: from the project folder when it is inside it. */
export function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside === '' || inside.startsWith('..') ? path : inside;
}

/** Prints why a command stopped and what is live now; sets the exit code. */
export function reportFailure(error: unknown, releasesDir: string | undefined): void {
  process.exitCode = 1;
  const plain = error instanceof DeployFailure || error instanceof BuildFailure;
  console.error(plain ? error.message : error);
  if (releasesDir === undefined) return;
  try {
    const live = liveReleaseName(releasesDir);
    console.error(live === undefined ? '\nNothing is live yet.' : `\nThe live site is ${live}.`);
  } catch {
    // The message above says what is wrong with the live link.
  }
}

/** After the first deploy: how nginx comes to serve the live link. */
export const firstNginxNote = (liveConf: string): string =>
  `nginx: link /etc/nginx/conf.d/site.conf to ${liveConf}, then run sudo nginx -t && sudo nginx -s reload (once, and again when a deploy or roll back says so).`;

/**
 * After a switch: nginx finds the files through the live link at once, but reads nginx.conf only
 * when reloaded, so a reload is needed when the live release's differs from the last one's.
 */
export function reloadNote(changed: boolean, reload: ReloadResult | undefined): string {
  if (!changed) return "nginx: the live release's nginx.conf is the same as the last one's, so nginx needs no reload.";
  if (reload === undefined) {
    return "nginx: the live release's nginx.conf differs from the last one's (pages, redirects or headers): run sudo nginx -t && sudo nginx -s reload so nginx loads it. Until then it answers with the last one's rules (a new page is not found).";
  }
  if (reload.ok)
    return `nginx: the live release's nginx.conf differs from the last one's; the reload command loaded it.${indented(reload.output)}`;
  return `nginx: the live release's nginx.conf differs from the last one's, and the reload command failed: nginx still answers with the last one's rules (a new page is not found) until it loads it (sudo nginx -t && sudo nginx -s reload). The release is live all the same.${indented(reload.output)}`;
}

const indented = (output: string) =>
  output.trim() === ''
    ? ''
    : `\n${output
        .trimEnd()
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n')}`;
