import { execFileSync } from 'node:child_process';
import { blobOf } from '../helpers/solid-png.ts';
import { uploadForm } from '../../studio/api/contract/studio-api.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setScalar, type DataPath } from '../../studio/document/index.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { authorsSaveToMain, gitIn, signedInAs, teamFetch, teamFolders, teamServerOn } from '../helpers/team-server.ts';
import { gitEnvironment } from './repo/remote-fixture.ts';
import { arrayContaining, objectContaining, stringContaining, stringMatching } from '../helpers/matchers.ts';

const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const retail = 'pages/industries/retail.yaml';
const heroHeading: DataPath = ['sections', 0, 'heading'];
const gridHeading: DataPath = ['sections', 1, 'heading'];

const FileSchema = z.object({ path: z.string(), text: z.string(), version: z.string() });
const HistorySchema = z.object({
  entries: z.array(
    z.object({
      commit: z.string(),
      author: z.object({ name: z.string(), email: z.string() }),
      date: z.string(),
      message: z.string(),
      changes: z.array(z.string()),
    }),
  ),
});
const AuditSchema = z.object({
  entries: z.array(z.object({ personName: z.string().nullable(), action: z.string(), detail: z.record(z.string(), z.unknown()) })),
});

async function started(repoOf: (bare: string) => string = (bare) => bare) {
  const bareFolders = teamFolders();
  const folders = { ...bareFolders, repo: repoOf(bareFolders.repo) };
  const server = await teamServerOn(folders);
  running.push(server);
  // Authors save onto main here: these tests are about the commits a save makes.
  authorsSaveToMain(server);
  const call = teamFetch(server);
  const alice = signedInAs(server, { name: 'Alice Author', email: 'alice@example.com', role: 'author' });
  const pat = signedInAs(server, { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' });
  const admin = signedInAs(server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
  const open = async (cookie: string) => FileSchema.parse((await call(`/_studio/api/file?path=${retail}`, { cookie })).body);
  /** The page as `cookie`'s person opened it, with one field set: what the studio app sends. */
  const edited = (opened: { text: string; version: string }, path: DataPath, value: string) => {
    const result = setScalar(opened.text, path, value);
    if (!result.ok) throw new Error(result.error.message);
    return { path: retail, text: result.text, version: opened.version };
  };
  const remoteLog = (format: string) => gitIn(folders.repo, ['log', `--format=${format}`, 'main', '--', retail]).split('\n');
  const remoteText = () =>
    execFileSync('git', ['cat-file', 'blob', `main:${retail}`], { cwd: folders.repo, encoding: 'utf8', env: gitEnvironment() });
  return { server, call, folders, alice, pat, admin, open, edited, remoteLog, remoteText };
}

describe('every save in the team studio is a commit by its author', () => {
  it('merges two saves of different fields made from one version, and refuses the second of two changes to one field with both versions', async () => {
    const { call, alice, pat, admin, open, edited, remoteLog, remoteText } = await started();
    const [fromAlice, fromPat] = await Promise.all([open(alice.cookie), open(pat.cookie)]);
    expect(fromAlice.version).toMatch(/^[0-9a-f]{40}$/);
    const first = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: alice.cookie,
      body: edited(fromAlice, heroHeading, 'Every till in step'),
    });
    expect(first.status).toBe(200);
    const second = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: pat.cookie,
      body: edited(fromPat, gridHeading, 'Made for retailers'),
    });
    expect(second.status).toBe(200);
    // Merged: the answer carries the file as saved, with both changes.
    expect(second.body).toMatchObject({ path: retail, text: stringContaining('heading: Every till in step') });
    expect(remoteLog('%an <%ae> / %cn|%s').slice(0, 3)).toEqual([
      'Pat Publisher <pat@example.com> / Page studio|Edit Retail',
      'Alice Author <alice@example.com> / Page studio|Edit Retail',
      'Seed <seed@example.com> / Seed|Seed the site',
    ]);
    expect(remoteText()).toContain('heading: Every till in step');
    expect(remoteText()).toContain('heading: Made for retailers');

    // Both change the same field from one version: the second gets both versions, and nothing is committed.
    const [again, alsoAgain] = await Promise.all([open(alice.cookie), open(pat.cookie)]);
    expect(
      (
        await call('/_studio/api/file', {
          method: 'PUT',
          cookie: alice.cookie,
          body: edited(again, heroHeading, 'One system for every store'),
        })
      ).status,
    ).toBe(200);
    // Pat changes one more field: it is kept in the text Pat chooses on.
    const patsTwo = edited(alsoAgain, heroHeading, 'Retail, all in one place');
    const clash = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: pat.cookie,
      body: edited({ ...alsoAgain, text: patsTwo.text }, gridHeading, 'Built for every counter'),
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      error: 'version-conflict',
      message: stringContaining('Alice Author saved this page after you opened it'),
      current: { path: retail, text: stringContaining('heading: One system for every store') },
      conflict: {
        theirs: { name: 'Alice Author', date: stringMatching(/^\d{4}-\d\d-\d\dT/) },
        fields: [
          { path: heroHeading, name: stringContaining('heading'), mine: 'Retail, all in one place', theirs: 'One system for every store' },
        ],
        merged: stringMatching(/heading: One system for every store[\s\S]*heading: Built for every counter/),
      },
    });
    expect(remoteLog('%an')).toHaveLength(4);
    expect(remoteText()).not.toContain('Retail, all in one place');

    const audit = AuditSchema.parse((await call('/_team/api/admin/audit?limit=200', { cookie: admin.cookie })).body);
    const commits = remoteLog('%H');
    expect(audit.entries).toEqual(
      arrayContaining([
        objectContaining({
          personName: 'Alice Author',
          action: 'saved',
          detail: objectContaining({ path: retail, commit: commits[2], merged: false, pushed: true }),
        }),
        objectContaining({
          personName: 'Pat Publisher',
          action: 'saved',
          detail: objectContaining({ path: retail, commit: commits[1], merged: true }),
        }),
        objectContaining({ personName: 'Alice Author', action: 'saved', detail: objectContaining({ commit: commits[0] }) }),
        objectContaining({
          personName: 'Pat Publisher',
          action: 'conflict',
          detail: objectContaining({ path: retail, theirs: 'Alice Author' }),
        }),
      ]),
    );
  });

  it('lists a page’s history with its diffs, lets publishers restore a version as a new commit and refuses authors', async () => {
    const { call, alice, pat, admin, open, edited, remoteLog, remoteText } = await started();
    const seeded = remoteText();
    expect(
      (
        await call('/_studio/api/file', {
          method: 'PUT',
          cookie: alice.cookie,
          body: edited(await open(alice.cookie), heroHeading, 'Every till in step'),
        })
      ).status,
    ).toBe(200);
    const history = HistorySchema.parse((await call(`/_studio/api/history?path=${retail}`, { cookie: alice.cookie })).body);
    expect(history.entries.map((entry) => entry.author.name)).toEqual(['Alice Author', 'Seed']);
    expect(history.entries[0]?.changes).toEqual([stringContaining('heading')]);
    const [latest, seed] = history.entries;
    const diff = await call(`/_studio/api/history/diff?path=${retail}&commit=${latest?.commit ?? ''}`, { cookie: alice.cookie });
    expect(diff.body).toMatchObject({ diff: stringContaining('+    heading: Every till in step') });
    expect((await call(`/_studio/api/history/diff?path=${retail}&commit=${'0'.repeat(40)}`, { cookie: alice.cookie })).status).toBe(404);

    const refused = await call('/_studio/api/restore', {
      method: 'POST',
      cookie: alice.cookie,
      body: { path: retail, commit: seed?.commit },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'not-allowed', message: stringContaining('Only a publisher or an admin may do this') },
    });
    expect(remoteLog('%H')).toHaveLength(2);

    const restored = await call('/_studio/api/restore', {
      method: 'POST',
      cookie: pat.cookie,
      body: { path: retail, commit: seed?.commit },
    });
    expect(restored).toMatchObject({ status: 200, body: { path: retail, text: seeded, commit: stringMatching(/^[0-9a-f]{40}$/) } });
    expect(remoteLog('%an|%s')[0]).toMatch(/^Pat Publisher\|Restore Retail to the version of .* by Seed$/);
    expect(remoteLog('%H')).toHaveLength(3);
    expect(remoteText()).toBe(seeded);

    const audit = AuditSchema.parse((await call('/_team/api/admin/audit?limit=200', { cookie: admin.cookie })).body);
    expect(audit.entries).toEqual(
      arrayContaining([
        objectContaining({
          personName: 'Alice Author',
          action: 'refused',
          detail: objectContaining({ route: 'POST /_studio/api/restore', status: 403 }),
        }),
        objectContaining({
          personName: 'Pat Publisher',
          action: 'restored',
          detail: { path: retail, page: 'Retail', from: seed?.commit, commit: remoteLog('%H')[0] },
        }),
      ]),
    );
  });

  it('commits an uploaded picture with its author’s next save, after a restart of the studio too', async () => {
    const { server, call: firstCall, alice, folders } = await started();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const uploaded = await firstCall('/_studio/api/images', {
      method: 'POST',
      cookie: alice.cookie,
      form: uploadForm({ folder: 'industries', name: 'till', picture: blobOf(png) }),
    });
    expect(uploaded).toMatchObject({ status: 200, body: { src: '/images/industries/till.png' } });
    // Listed at once, not committed yet.
    expect(JSON.stringify((await firstCall('/_studio/api/images', { cookie: alice.cookie })).body)).toContain(
      '/images/industries/till.png',
    );
    expect(() => gitIn(folders.repo, ['cat-file', '-e', 'main:public/images/industries/till.png'])).toThrow();
    // The studio stops and starts again on its data folder before Alice saves.
    running.splice(running.indexOf(server), 1);
    await server.close();
    const restarted = await teamServerOn(folders);
    running.push(restarted);
    authorsSaveToMain(restarted);
    const call = teamFetch(restarted);
    const opened = FileSchema.parse((await call(`/_studio/api/file?path=${retail}`, { cookie: alice.cookie })).body);
    const withPicture = setScalar(opened.text, ['sections', 0, 'image', 'src'], '/images/industries/till.png');
    if (!withPicture.ok) throw new Error(withPicture.error.message);
    expect(
      (
        await call('/_studio/api/file', {
          method: 'PUT',
          cookie: alice.cookie,
          body: { path: retail, version: opened.version, text: withPicture.text },
        })
      ).status,
    ).toBe(200);
    expect(
      gitIn(folders.repo, ['show', '--name-only', '--format=%an', 'main'])
        .split('\n')
        .filter((line) => line !== ''),
    ).toEqual(['Alice Author', 'pages/industries/retail.yaml', 'public/images/industries/till.png']);
  });

  it('lists in the audit log a save kept aside: made while the remote was out of reach, on a field someone changed there meanwhile', async () => {
    const { call, alice, pat, admin, open, edited, folders } = await started();
    const clone = join(folders.dataDir, 'repo');
    gitIn(clone, ['remote', 'set-url', 'origin', join(folders.repo, '..', 'nowhere.git')]);
    const offline = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: alice.cookie,
      body: edited(await open(alice.cookie), heroHeading, 'Every till in step'),
    });
    expect(offline).toMatchObject({ status: 200, body: { note: stringContaining('not yet sent to the site') } });
    // Someone changes the same heading in a text editor and pushes it.
    const editor = join(folders.repo, '..', 'editor');
    gitIn(join(folders.repo, '..'), ['clone', '--quiet', folders.repo, 'editor']);
    const file = join(editor, retail);
    writeFileSync(file, readFileSync(file, 'utf8').replace('heading: Every store, every sale, one system', 'heading: Retail in one place'));
    gitIn(editor, ['-c', 'user.name=Dana Developer', '-c', 'user.email=dana@example.com', 'commit', '--quiet', '-am', 'Heading']);
    gitIn(editor, ['push', '--quiet', 'origin', 'main']);
    gitIn(clone, ['remote', 'set-url', 'origin', folders.repo]);
    const online = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: pat.cookie,
      body: edited(await open(pat.cookie), gridHeading, 'Made for retailers'),
    });
    expect(online.status).toBe(200);
    const log = AuditSchema.parse((await call('/_team/api/admin/audit', { cookie: admin.cookie })).body);
    expect(log.entries).toEqual(
      arrayContaining([
        objectContaining({
          action: 'save-parked',
          detail: objectContaining({ path: retail, author: 'Alice Author', ref: stringMatching(/^refs\/studio\/parked\/[0-9a-f]{40}$/) }),
        }),
      ]),
    );
  });

  it('says when a save is kept in the studio but the repository refused it (a plain checkout with its branch checked out)', async () => {
    const { call, alice, open, edited } = await started((bare) => {
      gitIn(join(bare, '..'), ['clone', '--quiet', bare, 'checkout']);
      return join(bare, '..', 'checkout');
    });
    const saved = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: alice.cookie,
      body: edited(await open(alice.cookie), heroHeading, 'Every till in step'),
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { commit: stringMatching(/^[0-9a-f]{40}$/), note: stringContaining('not yet sent to the site') },
    });
  });
});
