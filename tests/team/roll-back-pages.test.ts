import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deployRelease, listReleases } from '../../scripts/deploy/index.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { authorsSaveToMain, teamFolders } from '../helpers/team-server.ts';
import { builtSiteFixture, removeScratch } from '../deploy/built-site-fixture.ts';
import { stringContaining } from '../helpers/matchers.ts';
import { gitIn } from './repo/remote-fixture.ts';
import { heroHeading, peopleOn, publishServer, remoteFile, retail, withField } from './publish-steps.ts';

/**
 * A roll back puts an earlier release live and, unless the publisher keeps them, takes the pages
 * back to it as well: a commit on main by the publisher, so the editor, History and the next
 * publish hold what is live. Releases here are small built sites, each naming a commit of main.
 */
const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});
afterAll(removeScratch);

const home = 'pages/home.yaml';
const FileSchema = z.object({ text: z.string(), version: z.string() });
const RollBackSchema = z.object({ from: z.string().nullable(), to: z.string(), pages: z.record(z.string(), z.unknown()) });

async function started() {
  const folders = teamFolders();
  const steps = await publishServer(folders);
  running.push(steps.server);
  authorsSaveToMain(steps.server);
  const people = peopleOn(steps.server);
  const mainOf = () => gitIn(folders.repo, ['rev-parse', 'main']);
  /** A save onto main, as the editor makes it. */
  async function save(cookie: string, file: string, change: (text: string) => string) {
    const opened = FileSchema.parse((await steps.call(`/_studio/api/file?path=${file}`, { cookie })).body);
    const saved = await steps.call('/_studio/api/file', {
      method: 'PUT',
      cookie,
      body: { path: file, text: change(opened.text), version: opened.version },
    });
    expect(saved.status).toBe(200);
  }
  /** A release of main as it is now, made live. */
  async function release(version: string): Promise<string> {
    const made = await deployRelease({
      releasesDir: steps.releasesDir,
      builtDir: builtSiteFixture(version),
      commit: mainOf(),
      nginxRoot: join(steps.releasesDir, 'live'),
    });
    return made.release.name;
  }
  const rollBack = async (cookie: string, body: object = {}) =>
    RollBackSchema.parse((await steps.call('/_team/api/releases/roll-back', { method: 'POST', cookie, body })).body);
  return { ...steps, folders, people, mainOf, save, release, rollBack };
}

describe('rolling the site back', () => {
  it('takes the pages back too by default, in one commit by the publisher, keeping what was saved since on other fields', async () => {
    const { people, folders, mainOf, save, release, rollBack, call } = await started();
    const { alice, pat } = people;
    const seededRetail = remoteFile(folders.repo, retail);
    const seededHome = remoteFile(folders.repo, home);
    const first = await release('A');
    await save(alice.cookie, retail, (text) => withField(text, heroHeading, 'Retail that runs itself'));
    await save(alice.cookie, home, (text) => withField(text, heroHeading, 'A new start'));
    await release('B');
    expect(remoteFile(folders.repo, home)).toContain('heading: A new start');
    // Saved after the live release: not part of what the roll back takes off the site.
    await save(alice.cookie, retail, (text) => text.replace('label: Retail\n', 'label: Retail stores\n'));
    const before = mainOf();

    // Each release says what it changed from the one before (the first kept: not known).
    const listed = z
      .object({ releases: z.array(z.object({ changed: z.array(z.string()).nullable(), requests: z.array(z.unknown()) })) })
      .parse((await call('/_team/api/releases', { cookie: pat.cookie })).body);
    expect(listed.releases.map((item) => item.changed)).toEqual([null, [home, retail]]);
    expect(listed.releases.map((item) => item.requests)).toEqual([[], []]);

    const answer = await rollBack(pat.cookie);
    expect(answer).toMatchObject({ to: first, pages: { undone: true } });
    const retailNow = remoteFile(folders.repo, retail);
    expect(retailNow).toBe(seededRetail.replace('label: Retail\n', 'label: Retail stores\n'));
    expect(remoteFile(folders.repo, home)).toBe(seededHome);
    // One commit on main, by the publisher, named for what it does.
    expect(gitIn(folders.repo, ['rev-list', '--count', `${before}..main`])).toBe('1');
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an|%s', 'main'])).toBe(`Pat Publisher|Roll the site back to release ${first}`);
    expect(answer.pages).toEqual({ undone: true, commit: mainOf() });
  });

  it('leaves the pages as they are when the publisher keeps them: the releases say so, a publish asks first, the pages can be taken back later; and says so when a page changed since in the same fields', async () => {
    const { people, mainOf, save, release, rollBack, releasesDir, call, startDraft, saveInDraft, askForReview, step } = await started();
    const { alice, pat } = people;
    await release('A');
    await save(alice.cookie, retail, (text) => withField(text, heroHeading, 'Retail that runs itself'));
    await release('B');
    const before = mainOf();
    expect(await rollBack(pat.cookie, { keepPages: true })).toMatchObject({ pages: { undone: false, why: 'kept' } });
    expect(mainOf()).toBe(before);
    // The releases say the pages hold what the roll back took off the site, and a publish asks first.
    // Pages by the names people know them by, as well as by file.
    expect((await call('/_team/api/releases', { cookie: pat.cookie })).body).toMatchObject({
      offTheSite: { files: [retail], names: ['Retail'] },
    });
    // Everyone who edits is told (the draft bar on the live version says it), not only publishers.
    expect((await call('/_team/api/releases/off-the-site', { cookie: alice.cookie })).body).toMatchObject({
      offTheSite: { files: [retail] },
    });
    const draft = await startDraft(alice.cookie, 'Home words');
    expect((await saveInDraft(alice.cookie, draft, (text) => withField(text, heroHeading, 'A new start'), home)).status).toBe(200);
    const id = await askForReview(alice.cookie, draft, 'Home words');
    expect((await step(pat.cookie, id, 'approve')).status).toBe(200);
    expect(await step(pat.cookie, id, 'publish')).toMatchObject({
      status: 409,
      body: { error: 'changes-off-the-site', message: stringContaining('(Retail)'), offTheSite: { files: [retail] } },
    });
    // Taking the pages back to the live release settles it.
    expect(await call('/_team/api/releases/take-pages-back', { method: 'POST', cookie: pat.cookie, body: {} })).toMatchObject({
      status: 200,
      body: { pages: { undone: true } },
    });
    expect((await call('/_team/api/releases', { cookie: pat.cookie })).body).toMatchObject({ offTheSite: null });
    expect((await call('/_team/api/releases/off-the-site', { cookie: alice.cookie })).body).toEqual({ offTheSite: null });

    // Live again from B, then the same heading changed once more: taking it back would lose that change.
    await rollBack(pat.cookie, { to: listReleases({ releasesDir }).releases.at(-1)?.name, keepPages: true });
    await save(alice.cookie, retail, (text) => withField(text, heroHeading, 'Retail, rewritten'));
    const changed = mainOf();
    expect(await rollBack(pat.cookie)).toMatchObject({ pages: { undone: false, why: 'conflict', file: retail } });
    expect(mainOf()).toBe(changed);
  });
});
