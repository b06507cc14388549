/**
 * kill -9 in the middle of a deploy: at each of its moments, and at moments chosen by time, a
 * deploy running in its own process is killed. Afterwards `live` still points at a complete
 * release (the old one, or the new one once the switch was made), never at a half-copied folder,
 * and the next deploy works and clears what the killed one left behind.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { deployRelease, listReleases, type DeployStep } from '../../scripts/deploy/index.ts';
import { readManifest } from '../../scripts/deploy/release-manifest.ts';
import { isReleaseName } from '../../scripts/deploy/release-name.ts';
import { builtSiteFixture, headingOf, removeScratch, scratchFolder } from './built-site-fixture.ts';

afterAll(removeScratch);

const child = join(import.meta.dirname, 'deploy-until.ts');

interface Killed {
  /** What the child said before it was killed: `started`, then `stopped` or `deployed`. */
  lines: string[];
}

/**
 * Starts a deploy of `builtDir` in a child process and kills it with SIGKILL once it stops at
 * `stopAt`, or `afterMs` after it started; resolves once the process is gone.
 */
function deployAndKill(releasesDir: string, builtDir: string, moment: { stopAt: DeployStep; count: number } | { afterMs: number }) {
  const stopAt = 'stopAt' in moment ? moment.stopAt : 'none';
  const count = 'stopAt' in moment ? moment.count : 1;
  const process_ = spawn(process.execPath, [child, releasesDir, builtDir, stopAt, String(count)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let errors = '';
  process_.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise<Killed>((resolve, reject) => {
    const kill = () => {
      if (process_.pid !== undefined && process_.exitCode === null) process.kill(process_.pid, 'SIGKILL');
    };
    process_.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        if (line === 'stopped') kill();
        if (line === 'started' && 'afterMs' in moment) setTimeout(kill, moment.afterMs);
      }
    });
    process_.once('exit', (code, signal) => {
      if (signal === 'SIGKILL' || code === 0) resolve({ lines });
      else reject(new Error(`The deploy stopped on its own (exit code ${String(code)}):\n${errors}`));
    });
  });
}

/** What a crash may leave: the live link on a complete release, and no folder with a release's name that is not complete. */
function expectCompleteLive(releasesDir: string): string {
  const list = listReleases({ releasesDir });
  expect(list.live).toBeDefined();
  const live = list.releases.find((release) => release.live);
  expect(live?.name).toBe(list.live);
  const heading = /<h1>(.*)<\/h1>/.exec(readFileSync(join(releasesDir, 'live', 'erp', 'index.html'), 'utf8'))?.[1] ?? '';
  const halfDone = readdirSync(releasesDir).filter((name) => isReleaseName(name) && readManifest(join(releasesDir, name)) === undefined);
  expect(halfDone).toEqual([]);
  return heading;
}

/** The kinds of entries a deploy in progress makes and a finished one removes. */
function leftovers(releasesDir: string): string[] {
  const kinds = readdirSync(releasesDir).flatMap((name) => {
    if (name === '.lock') return ['lock'];
    if (name.startsWith('.tmp-deploying-')) return ['unfinished deploy'];
    if (name.startsWith('.tmp-')) return ['release being written'];
    if (name.startsWith('live.tmp-')) return ['new live link'];
    return [];
  });
  return [...new Set(kinds)].sort();
}

/**
 * The next deploy works and leaves only releases and the live link behind: B stays only if it went
 * live (a B that was complete but never live is deleted, so a roll back cannot land on it).
 */
async function expectNextDeployWorks(releasesDir: string, wentLive: string): Promise<void> {
  const next = await deployRelease({ releasesDir, builtDir: builtSiteFixture('C'), commit: null });
  const list = listReleases({ releasesDir });
  expect(list.live).toBe(next.release.name);
  const versions = list.releases.map(({ dir }) => /<h1>(.*)<\/h1>/.exec(readFileSync(join(dir, 'erp', 'index.html'), 'utf8'))?.[1]);
  expect(versions).toEqual((wentLive === headingOf('B') ? ['A', 'B', 'C'] : ['A', 'C']).map(headingOf));
  const other = readdirSync(releasesDir).filter((name) => name !== 'live' && !isReleaseName(name));
  expect(other).toEqual([]);
  for (const name of readdirSync(releasesDir).filter(isReleaseName)) expect(statSync(join(releasesDir, name)).isDirectory()).toBe(true);
}

/** A releases folder with version A live; and version B, with enough files for a copy to be stopped midway. */
async function startingPoint(): Promise<{ releasesDir: string; siteB: string }> {
  const releasesDir = join(scratchFolder('crash'), 'releases');
  await deployRelease({ releasesDir, builtDir: builtSiteFixture('A'), commit: null });
  return { releasesDir, siteB: builtSiteFixture('B', { extraFiles: 300 }) };
}

describe('a deploy killed with SIGKILL', () => {
  // Up to the rename of the new link over the old one, version A stays live; from then on, B.
  // What the killed deploy leaves for the next one to clear: always its lock, and what it was writing.
  const lock = ['lock'];
  const writing = ['lock', 'release being written'];
  const unfinished = ['lock', 'unfinished deploy'];
  const moments: [DeployStep, number, 'A' | 'B', string[]][] = [
    ['locked', 1, 'A', lock],
    ['cleaned', 1, 'A', lock],
    ['staging', 1, 'A', lock],
    ['file-saved', 5, 'A', writing],
    ['file-saved', 200, 'A', writing],
    ['manifest-written', 1, 'A', writing],
    ['release-in-place', 1, 'A', unfinished],
    ['hook-done', 1, 'A', unfinished],
    ['live-link-made', 1, 'A', ['lock', 'new live link', 'unfinished deploy']],
    ['live-switched', 1, 'B', lock],
    ['pruned', 1, 'B', lock],
  ];

  test.each(moments)('at %s (%i): the live release is complete, and the next deploy works', async (stopAt, count, live, left) => {
    const { releasesDir, siteB } = await startingPoint();
    const { lines } = await deployAndKill(releasesDir, siteB, { stopAt, count });
    expect(lines).toEqual(['started', 'stopped']);
    expect(expectCompleteLive(releasesDir)).toBe(headingOf(live));
    expect(leftovers(releasesDir)).toEqual(left);
    await expectNextDeployWorks(releasesDir, headingOf(live));
  });

  test.each([0, 30, 80, 150, 300, 600])(
    '%i ms after it started: the live release is the old one or the new one, complete',
    async (afterMs) => {
      const { releasesDir, siteB } = await startingPoint();
      await deployAndKill(releasesDir, siteB, { afterMs });
      const live = expectCompleteLive(releasesDir);
      expect([headingOf('A'), headingOf('B')]).toContain(live);
      await expectNextDeployWorks(releasesDir, live);
    },
  );
});
