/**
 * The releases library on temporary folders: deploy, the live link, roll back, keeping the newest
 * releases, the hook, the lock, and the messages people read when something is refused.
 */
import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { deployRelease, listReleases, rollBack, type DeploySettings } from '../../scripts/deploy/index.ts';
import { releasesToPrune } from '../../scripts/deploy/prune.ts';
import { stringMatching } from '../helpers/matchers.ts';
import { builtSiteFixture, headingOf, removeScratch, scratchFolder } from './built-site-fixture.ts';

afterAll(removeScratch);

/** The bytes of every file in a folder. */
const sizeOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
const newReleasesDir = () => join(scratchFolder('releases'), 'releases');
const liveHeading = (releasesDir: string) =>
  readFileSync(join(releasesDir, 'live', 'erp', 'index.html'), 'utf8').match(/<h1>(.*)<\/h1>/)?.[1];
const deploy = (releasesDir: string, version: string, options: Partial<DeploySettings> = {}) =>
  deployRelease({ releasesDir, builtDir: builtSiteFixture(version), commit: null, ...options });

describe('deploy and roll back', () => {
  test('a deploy makes a complete release with its manifest and points live at it', async () => {
    const releasesDir = newReleasesDir();
    const site = builtSiteFixture('A');
    const { release, previous } = await deployRelease({ releasesDir, builtDir: site, commit: 'abc1234' });
    expect(previous).toBeUndefined();
    expect(release.name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{6}$/);
    expect(release.manifest).toEqual({
      name: release.name,
      createdAt: stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      commit: 'abc1234',
      pages: ['/', '/erp', '/pricing'],
      files: 7,
      bytes: sizeOf(site),
    });
    expect(JSON.parse(readFileSync(join(release.dir, 'release.json'), 'utf8'))).toEqual(release.manifest);
    expect(lstatSync(join(releasesDir, 'live')).isSymbolicLink()).toBe(true);
    // Relative: the releases folder can be moved or mounted elsewhere.
    expect(readlinkSync(join(releasesDir, 'live'))).toBe(release.name);
    expect(liveHeading(releasesDir)).toBe(headingOf('A'));
    // The built folder is copied, not moved, and nothing temporary is left.
    expect(readdirSync(site)).toContain('routes.json');
    expect(readdirSync(releasesDir).sort()).toEqual([release.name, 'live']);
  });

  test('the second deploy goes live; roll back brings the first back in one step, and again goes no further', async () => {
    const releasesDir = newReleasesDir();
    const first = await deploy(releasesDir, 'A');
    const second = await deploy(releasesDir, 'B');
    expect(second.previous).toBe(first.release.name);
    expect(liveHeading(releasesDir)).toBe(headingOf('B'));
    expect(listReleases({ releasesDir }).releases.map(({ name, live }) => ({ name, live }))).toEqual([
      { name: first.release.name, live: false },
      { name: second.release.name, live: true },
    ]);

    const back = await rollBack({ releasesDir });
    expect(back.from).toBe(second.release.name);
    expect(back.to.name).toBe(first.release.name);
    expect(liveHeading(releasesDir)).toBe(headingOf('A'));
    expect(listReleases({ releasesDir }).live).toBe(first.release.name);
    await expect(rollBack({ releasesDir })).rejects.toThrow(
      `${first.release.name} is the oldest release kept in ${releasesDir}: there is no earlier one to roll back to.`,
    );
    // A named release goes live again the same way.
    await rollBack({ releasesDir, to: second.release.name });
    expect(liveHeading(releasesDir)).toBe(headingOf('B'));
  });

  test('the live link is replaced by a rename, never removed: another process reading it always finds a release', async () => {
    const releasesDir = newReleasesDir();
    const first = await deploy(releasesDir, 'A');
    const second = await deploy(releasesDir, 'B');
    // A separate process, so its reads fall between the steps of a switch (in this one they could not).
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const seen = {}; let missing = 0; const end = Date.now() + 1500;
         while (Date.now() < end) { try { const name = fs.readlinkSync(process.argv[1]); seen[name] = (seen[name] ?? 0) + 1; } catch { missing++; } }
         console.log(JSON.stringify({ missing, seen: Object.keys(seen).sort() }));`,
        join(releasesDir, 'live'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    reader.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = new Promise<void>((resolve) => reader.once('exit', () => resolve()));
    let switches = 0;
    while (reader.exitCode === null) {
      await rollBack({ releasesDir, to: switches % 2 === 0 ? first.release.name : second.release.name });
      switches += 1;
    }
    await done;
    expect(switches).toBeGreaterThan(10);
    expect(JSON.parse(output)).toEqual({ missing: 0, seen: [first.release.name, second.release.name].sort() });
  });

  test('the newest 10 releases are kept, the older ones deleted', async () => {
    const releasesDir = newReleasesDir();
    const names: string[] = [];
    for (let index = 0; index < 12; index++) names.push((await deploy(releasesDir, `v${String(index)}`)).release.name);
    const kept = listReleases({ releasesDir }).releases.map(({ name }) => name);
    expect(kept).toEqual(names.slice(2));
    expect(readdirSync(releasesDir).sort()).toEqual([...names.slice(2), 'live'].sort());
  });

  test('pruning never deletes the live release or the one before it', async () => {
    const releasesDir = newReleasesDir();
    await deploy(releasesDir, 'A', { keep: 1 });
    const second = await deploy(releasesDir, 'B', { keep: 1 });
    const third = await deploy(releasesDir, 'C', { keep: 1 });
    // Keeping one still keeps the one before it, for a roll back.
    expect(listReleases({ releasesDir }).releases.map(({ name }) => name)).toEqual([second.release.name, third.release.name]);

    // After roll backs the live release may be old: it and the one before it stay beside the newest.
    const list = {
      live: 'r1',
      releases: ['r1', 'r2', 'r3', 'r4'].map((name) => ({ name, dir: name, live: name === 'r1', manifest: third.release.manifest })),
    };
    expect(releasesToPrune(list, 1)).toEqual(['r2', 'r3']);
    expect(releasesToPrune({ ...list, live: 'r3' }, 1)).toEqual(['r1']);
    expect(releasesToPrune({ ...list, live: undefined }, 2)).toEqual(['r1', 'r2']);
  });

  test("a release's nginx.conf can point nginx at the live link; it never turns symbolic links off", async () => {
    const releasesDir = newReleasesDir();
    const { release } = await deploy(releasesDir, 'A', { nginxRoot: join(releasesDir, 'live') });
    const conf = readFileSync(join(release.dir, 'nginx.conf'), 'utf8');
    expect(conf).toContain(`    root ${join(releasesDir, 'live')};\n`);
    // nginx follows links unless told not to, and an open-file cache would serve the old release for a while.
    expect(conf).not.toMatch(/disable_symlinks|open_file_cache/);
  });

  test('says when nginx must load another nginx.conf: first deploy, a new page, a roll back across it', async () => {
    const releasesDir = newReleasesDir();
    const nginxRoot = join(releasesDir, 'live');
    expect((await deploy(releasesDir, 'A', { nginxRoot })).nginxConfChanged).toBe(true);
    // Other text, same pages, redirects and headers: the same nginx.conf.
    expect((await deploy(releasesDir, 'B', { nginxRoot })).nginxConfChanged).toBe(false);
    const withPage = await deployRelease({
      releasesDir,
      builtDir: builtSiteFixture('C', { extraPages: ['/retail'] }),
      commit: null,
      nginxRoot,
    });
    expect(withPage.nginxConfChanged).toBe(true);
    expect(readFileSync(join(withPage.release.dir, 'nginx.conf'), 'utf8')).toContain('location = /retail {');
    expect((await rollBack({ releasesDir })).nginxConfChanged).toBe(true);
    expect((await rollBack({ releasesDir })).nginxConfChanged).toBe(false);
  });

  test('the reload command runs after a switch that changed nginx.conf, only then; a failing one leaves the release live', async () => {
    const releasesDir = newReleasesDir();
    const nginxRoot = join(releasesDir, 'live');
    const log = join(scratchFolder('reload'), 'reloads.txt');
    // It sees the new release already live.
    const reload = `echo "$DEPLOY_REASON $(readlink "$(dirname "$1")/live")" >> ${log} && echo reloaded`;
    const first = await deploy(releasesDir, 'A', { nginxRoot, reload });
    expect(first.reload).toEqual({ ok: true, output: 'reloaded\n' });
    expect((await deploy(releasesDir, 'B', { nginxRoot, reload })).reload).toBeUndefined();
    const third = await deployRelease({
      releasesDir,
      builtDir: builtSiteFixture('C', { extraPages: ['/retail'] }),
      commit: null,
      nginxRoot,
      reload,
    });
    expect(third.reload?.ok).toBe(true);
    const back = await rollBack({ releasesDir, reload: 'echo "nginx: [emerg] unknown directive" >&2; exit 1' });
    expect(back.reload).toEqual({ ok: false, output: 'nginx: [emerg] unknown directive\n' });
    expect(listReleases({ releasesDir }).live).toBe(back.to.name);
    expect(readFileSync(log, 'utf8')).toBe(`deploy ${first.release.name}\ndeploy ${third.release.name}\n`);
  });

  test('the commit comes from the project folder when not given', async () => {
    const releasesDir = newReleasesDir();
    const { release } = await deployRelease({ releasesDir, builtDir: builtSiteFixture('A'), root: join(import.meta.dirname, '..', '..') });
    expect(release.manifest.commit).toMatch(/^[0-9a-f]{40}$/);
    const outside = await deployRelease({ releasesDir, builtDir: builtSiteFixture('B'), root: tmpdir() });
    expect(outside.release.manifest.commit).toBeNull();
  });

  test('a build callback builds straight into the release', async () => {
    const releasesDir = newReleasesDir();
    const site = builtSiteFixture('Built');
    const { release } = await deployRelease({
      releasesDir,
      commit: null,
      build: async (outDir) => {
        // As buildSite does: the finished site is renamed to the folder it was asked for.
        const { renameSync } = await import('node:fs');
        renameSync(site, outDir);
      },
    });
    expect(release.manifest.files).toBe(7);
    expect(liveHeading(releasesDir)).toBe(headingOf('Built'));
  });
});

describe('the deploy hook', () => {
  test('runs with the release folder as $1 and in the environment, before the switch; its output is kept', async () => {
    const releasesDir = newReleasesDir();
    const first = await deploy(releasesDir, 'A');
    const record = join(scratchFolder('hook'), 'seen.txt');
    const hook = `echo "argument $1" && echo "env $DEPLOY_RELEASE $DEPLOY_RELEASE_NAME $DEPLOY_REASON" && readlink "$(dirname "$1")/live" > ${record}`;
    const second = await deploy(releasesDir, 'B', { hook });
    expect(second.hookOutput).toBe(`argument ${second.release.dir}\nenv ${second.release.dir} ${second.release.name} deploy\n`);
    // While the hook ran, the old release was still live.
    expect(readFileSync(record, 'utf8').trim()).toBe(first.release.name);
    const back = await rollBack({ releasesDir, hook: 'echo "$DEPLOY_REASON $DEPLOY_RELEASE_NAME"' });
    expect(back.hookOutput).toBe(`rollback ${first.release.name}\n`);
  });

  test('a failing hook leaves live where it was, says so with its output, and leaves no release behind', async () => {
    const releasesDir = newReleasesDir();
    const first = await deploy(releasesDir, 'A');
    await expect(deploy(releasesDir, 'B', { hook: 'echo "cannot reach the CDN" >&2; exit 3' })).rejects.toThrow(
      `The deploy hook \`echo "cannot reach the CDN" >&2; exit 3\` failed (exit code 3), so the new release was not put live. The live site is still ${first.release.name}. Its output:\n  cannot reach the CDN`,
    );
    expect(liveHeading(releasesDir)).toBe(headingOf('A'));
    expect(readdirSync(releasesDir).sort()).toEqual([first.release.name, 'live']);
    // A roll back whose hook fails leaves live where it was too.
    const second = await deploy(releasesDir, 'B');
    await expect(rollBack({ releasesDir, hook: 'exit 1' })).rejects.toThrow(
      `The deploy hook \`exit 1\` failed (exit code 1), so ${first.release.name} was not put back live. The live site is still ${second.release.name}. Its output:\n  (it wrote nothing)`,
    );
    expect(liveHeading(releasesDir)).toBe(headingOf('B'));
  });

  test('a hook that runs past its time is stopped, and nothing changes', async () => {
    const releasesDir = newReleasesDir();
    const first = await deploy(releasesDir, 'A');
    await expect(deploy(releasesDir, 'B', { hook: 'echo started; sleep 30', hookTimeoutMs: 1000 })).rejects.toThrow(
      `The deploy hook \`echo started; sleep 30\` did not finish within 1 s and was stopped, so the new release was not put live. The live site is still ${first.release.name}. Its output:\n  started`,
    );
    expect(listReleases({ releasesDir }).releases.map(({ name }) => name)).toEqual([first.release.name]);
  });
});

describe('refusals, in plain words', () => {
  test('a folder that is not a built site', async () => {
    const releasesDir = newReleasesDir();
    const empty = scratchFolder('empty');
    await expect(deployRelease({ releasesDir, builtDir: empty })).rejects.toThrow(
      `${empty} is not a built site: it has no routes.json. Build the site first (npm run build), then deploy.`,
    );
  });

  test('roll back with nothing deployed', async () => {
    const releasesDir = newReleasesDir();
    await expect(rollBack({ releasesDir })).rejects.toThrow(
      `There is no releases folder ${releasesDir}: nothing was deployed there yet (npm run deploy).`,
    );
    mkdirSync(releasesDir);
    await expect(rollBack({ releasesDir })).rejects.toThrow(
      `Nothing is live in ${releasesDir} yet, so there is nothing to roll back. Deploy first (npm run deploy).`,
    );
  });

  test('a second deploy while one runs', async () => {
    const releasesDir = newReleasesDir();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let staging = false;
    const first = deploy(releasesDir, 'A', {
      onStep: (step) => {
        if (step !== 'staging') return undefined;
        staging = true;
        return held;
      },
    });
    await expect.poll(() => staging).toBe(true);
    await expect(deploy(releasesDir, 'B')).rejects.toThrow(
      `Another deploy or roll back is running on ${releasesDir} (process ${String(process.pid)}). Wait for it to finish, then try again.`,
    );
    release();
    await first;
    expect(liveHeading(releasesDir)).toBe(headingOf('A'));
  });

  test('a live that is a folder, not a link', async () => {
    const releasesDir = newReleasesDir();
    mkdirSync(join(releasesDir, 'live'), { recursive: true });
    writeFileSync(join(releasesDir, 'live', 'index.html'), 'hand-copied');
    await expect(deploy(releasesDir, 'A')).rejects.toThrow(
      `${join(releasesDir, 'live')} is not a symbolic link to a release. Move it out of ${releasesDir}, then deploy again: deploys make it themselves.`,
    );
  });

  test('a folder without a manifest is not listed as a release', () => {
    const releasesDir = newReleasesDir();
    mkdirSync(join(releasesDir, '2026-01-01T00-00-00.000Z-abcdef'), { recursive: true });
    symlinkSync('2026-01-01T00-00-00.000Z-abcdef', join(releasesDir, 'live'));
    expect(listReleases({ releasesDir }).releases).toEqual([]);
  });
});
