/**
 * The deploy hook: a command a team gives in its config to copy a release to its host or CDN. It
 * runs in a shell, in the project folder, with the release folder as its argument (`$1`) and in
 * the environment (`DEPLOY_RELEASE`), before the live link is switched; its output is kept.
 * The reload command runs the same way, after a switch that changed nginx.conf.
 */
import { spawn } from 'node:child_process';
import { DeployFailure } from './deploy-failure.ts';

interface HookRun {
  /** The shell command, for example `rsync -a --delete "$1"/ web1:/var/www/site/`. */
  command: string;
  /** The release folder (absolute). */
  releaseDir: string;
  releaseName: string;
  commit: string | null;
  /** Why it runs: a new release, or a roll back to an older one. */
  reason: 'deploy' | 'rollback';
  cwd: string;
  timeoutMs: number;
}

export interface HookResult {
  /** The exit code; null when it was stopped (a signal, or it ran past its time). */
  code: number | null;
  /** What it wrote, standard output and error as they came (the last 64 KB). */
  output: string;
  timedOut: boolean;
}

const keptOutput = 64 * 1024;

function runHook(run: HookRun): Promise<HookResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', run.command, 'deploy-hook', run.releaseDir], {
      cwd: run.cwd,
      env: {
        ...process.env,
        DEPLOY_RELEASE: run.releaseDir,
        DEPLOY_RELEASE_NAME: run.releaseName,
        DEPLOY_COMMIT: run.commit ?? '',
        DEPLOY_REASON: run.reason,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a hook past its time is stopped with everything it started.
      detached: true,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-keptOutput);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, run.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/** The hook's output, indented under a failure message, or a note that it wrote nothing. */
const indentedOutput = (output: string): string =>
  output.trim() === ''
    ? '  (it wrote nothing)'
    : output
        .trimEnd()
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n');

export const defaultHookTimeoutMs = 10 * 60_000;

/** The hook as a deploy or a roll back is given it. */
export interface HookSettings {
  /** The shell command; none: no hook. */
  hook?: string;
  /** The shell command that has nginx load the live release's nginx.conf (`sudo nginx -s reload`), run after a switch that changed it. */
  reload?: string;
  /** How long it may run (10 minutes). */
  hookTimeoutMs?: number;
  /** The project folder, where the hook runs (the current folder when left out). */
  root?: string;
}

interface HookTarget {
  releaseDir: string;
  name: string;
  commit: string | null;
  /** The release live now, named in the message when the hook fails. */
  live: string | undefined;
}

/** Runs the hook, if there is one, and returns its output; a hook that fails stops the deploy with its output. */
export async function runReleaseHook(
  options: HookSettings,
  target: HookTarget,
  reason: 'deploy' | 'rollback' = 'deploy',
): Promise<string | undefined> {
  if (options.hook === undefined) return undefined;
  const timeoutMs = options.hookTimeoutMs ?? defaultHookTimeoutMs;
  const result = await runHook({
    command: options.hook,
    releaseDir: target.releaseDir,
    releaseName: target.name,
    commit: target.commit,
    reason,
    cwd: options.root ?? process.cwd(),
    timeoutMs,
  });
  if (result.code === 0) return result.output;
  const ending = result.timedOut
    ? `did not finish within ${String(Math.round(timeoutMs / 1000))} s and was stopped`
    : result.code === null
      ? 'was stopped'
      : `failed (exit code ${String(result.code)})`;
  const what = reason === 'deploy' ? 'the new release was not put live' : `${target.name} was not put back live`;
  const still = target.live === undefined ? 'Nothing was live before, and nothing is now.' : `The live site is still ${target.live}.`;
  throw new DeployFailure(
    `The deploy hook \`${options.hook}\` ${ending}, so ${what}. ${still} Its output:\n${indentedOutput(result.output)}`,
  );
}

export interface ReloadResult {
  ok: boolean;
  /** What it wrote. */
  output: string;
}

/**
 * Runs the reload command after a switch, if there is one. The switch stays made whatever it
 * answers: the release is complete, only nginx's rules lag behind until a reload works.
 */
export async function runReload(
  options: HookSettings,
  target: Omit<HookTarget, 'live'>,
  reason: 'deploy' | 'rollback',
): Promise<ReloadResult | undefined> {
  if (options.reload === undefined) return undefined;
  const result = await runHook({
    command: options.reload,
    releaseDir: target.releaseDir,
    releaseName: target.name,
    commit: target.commit,
    reason,
    cwd: options.root ?? process.cwd(),
    timeoutMs: options.hookTimeoutMs ?? defaultHookTimeoutMs,
  });
  return { ok: result.code === 0, output: result.output };
}
