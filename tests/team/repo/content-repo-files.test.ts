import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, remoteText } from './remote-fixture.ts';
import { alice, bob, cardTitle, edit, expectSaved, heading, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();
const open = each.open;

describe('the content repository: new files, paths, history and restore', () => {
  it('adds a new page with its uploaded picture in one commit', async () => {
    const repo = await open();
    const page = 'pages/industries/wholesale.yaml';
    const picture = {
      path: 'public/images/industries/wholesale.png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]),
    };
    const saved = await repo.save({
      file: page,
      baseVersion: null,
      text: 'path: /wholesale\ntitle: Wholesale | {brand}\n',
      author: alice,
      extraFiles: [picture],
    });
    expectSaved(saved);
    expect(saved.changes).toEqual(['new page', 'public/images/industries/wholesale.png added']);
    expect(gitIn(each.fixture().remote, ['show', '--name-only', '--format=%an %s', 'main'])).toBe(
      `Alice Author Edit Wholesale\n\n${page}\n${picture.path}`,
    );
    expect(new Uint8Array(readFileSync(join(repo.dir, picture.path)))).toEqual(picture.bytes);
    const again = await repo.save({ file: page, baseVersion: null, text: 'path: /wholesale\ntitle: Other | {brand}\n', author: bob });
    expect(again).toMatchObject({ ok: false, status: 409, conflict: { fields: [[]], theirs: { author: alice } } });
  });

  it('refuses paths outside pages/ and public/images/ in plain words', async () => {
    const repo = await open();
    symlinkSync('/etc', join(repo.dir, 'pages', 'elsewhere'));
    const bad = [
      '../secrets.yaml',
      'pages/../package.json',
      '/etc/passwd.yaml',
      'src/main.tsx',
      'pages/a\\b.yaml',
      'pages/elsewhere/hosts.yaml',
      'pages//home.yaml',
      'public/images/../../x.png',
    ];
    for (const file of bad) {
      const read = await repo.read(file);
      expect(read).toMatchObject({ ok: false, status: 400, error: 'bad-path' });
      expect(read.ok || read.message).toMatch(/ — use a page's path as the studio lists it/);
    }
    const saved = await repo.save({ file: 'pages/elsewhere/x.yaml', baseVersion: null, text: 'a: 1\n', author: alice });
    expect(saved).toMatchObject({ ok: false, status: 400, error: 'bad-path' });
    expect(existsSync('/etc/x.yaml')).toBe(false);
    const picture = await repo.save({ file: 'public/images/industries/retail.svg', baseVersion: null, text: '<svg/>', author: alice });
    expect(picture).toMatchObject({ ok: false, status: 400, error: 'bad-path' });
    expect(await repo.read('pages/missing.yaml')).toMatchObject({ ok: false, status: 404, error: 'not-found' });
    expect(
      await repo.save({ file: retail, baseVersion: null, text: 'a: 1\n', author: { name: 'Eve <eve@x>', email: 'eve@example.com' } }),
    ).toMatchObject({ ok: false, error: 'bad-author' });
  });

  it('lists a page’s history with its authors and diffs, and restores a version as a new commit', async () => {
    const repo = await open();
    const seedVersion = await repo.read(retail);
    const first = await edit(repo, heading, 'Made for retail');
    expectSaved(await repo.save({ file: retail, baseVersion: first.version, text: first.text, author: alice, title: 'Retail' }));
    const second = await edit(repo, cardTitle, 'Unified stores');
    const latest = await repo.save({ file: retail, baseVersion: second.version, text: second.text, author: bob, title: 'Retail' });
    expectSaved(latest);
    const history = await repo.history(retail);
    if (!history.ok) throw new Error(history.message);
    expect(history.entries.map((entry) => [entry.author.name, entry.changes])).toEqual([
      ['Bob Publisher', ['Section 3 (“Ultimate solution for Retail”) › cards › item 1 › title']],
      ['Alice Author', ['Section 2 (card grid) › heading']],
      ['Seed', []],
    ]);
    const [, aliceEntry, seedEntry] = history.entries;
    if (!aliceEntry || !seedEntry) throw new Error('history too short');
    expect(aliceEntry.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    const diff = await repo.diffOf(aliceEntry.commit, retail);
    expect(diff.ok && diff.diff).toContain('-    heading: Built for the way retailers work\n+    heading: Made for retail\n');
    const restored = await repo.restore({ file: retail, commit: seedEntry.commit, author: bob, title: 'Retail' });
    expectSaved(restored);
    const seedDate = gitIn(repo.dir, ['log', '-1', '--date=format-local:%Y-%m-%d %H:%M', '--format=%ad', seedEntry.commit]);
    expect(gitIn(each.fixture().remote, ['log', '-1', '--format=%an|%P|%s', 'main'])).toBe(
      `Bob Publisher|${String(latest.commit)}|Restore Retail to the version of ${seedDate} UTC by Seed`,
    );
    expect(seedVersion.ok && remoteText(each.fixture(), retail)).toBe(seedVersion.ok && seedVersion.text);
    expect(gitIn(each.fixture().remote, ['rev-list', '--count', 'main'])).toBe('4');
    expect(await repo.restore({ file: retail, commit: 'f'.repeat(40), author: bob })).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses versions and commits that are not in the history, and commits nothing for an unchanged text', async () => {
    const repo = await open();
    const read = await repo.read(retail);
    if (!read.ok) throw new Error(read.message);
    const unknown = await repo.save({ file: retail, baseVersion: 'a'.repeat(40), text: `${read.text}# more\n`, author: alice });
    expect(unknown).toMatchObject({ ok: false, status: 422, error: 'unknown-version' });
    expect(await repo.save({ file: retail, baseVersion: '--all', text: read.text, author: alice })).toMatchObject({
      ok: false,
      error: 'unknown-version',
    });
    expect(await repo.diffOf('HEAD', retail)).toMatchObject({ ok: false, status: 404 });
    const seed = gitIn(repo.dir, ['rev-parse', 'HEAD']);
    expect(await repo.restore({ file: 'pages/industries/wholesale.yaml', commit: seed, author: bob })).toMatchObject({
      ok: false,
      status: 404,
      message: "pages/industries/wholesale.yaml did not exist in that version — choose a version from the page's history.",
    });
    const unchanged = await repo.save({ file: retail, baseVersion: read.version, text: read.text, author: alice });
    expect(unchanged).toMatchObject({ ok: true, commit: null, version: read.version, changes: [] });
    expect(gitIn(each.fixture().remote, ['rev-list', '--count', 'main'])).toBe('1');
  });
});
