import { chmodSync, existsSync, lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, pushFromEditor, remoteText } from './remote-fixture.ts';
import { alice, bob, cardTitle, edit, expectSaved, heading, remoteLog, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();
const open = each.open;

describe('the content repository: the remote', () => {
  it('pulls and merges when the remote moved by a plain push, keeping the author, then pushes', async () => {
    const repo = await open();
    const mine = await edit(repo, heading, 'Made for retail');
    pushFromEditor(each.fixture(), retail, (text) => text.replace('label: Retail\n', 'label: Retail stores\n'));
    const saved = await repo.save({ file: retail, baseVersion: mine.version, text: mine.text, author: alice });
    expectSaved(saved);
    expect(saved.pushed).toBe(true);
    const text = remoteText(each.fixture(), retail);
    expect(text).toContain('label: Retail stores\n');
    expect(text).toContain('heading: Made for retail\n');
    expect(remoteLog(each.fixture(), '%an|%cn', 3)).toEqual(['Alice Author|Page studio', 'Dana Developer|Dana Developer', 'Seed|Seed']);
    expect(await repo.read(retail)).toEqual({ ok: true, text, version: saved.version });
    expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(text);
  });

  it('answers 409 with the remote’s version when a plain push changed the same field, and pushes nothing', async () => {
    const repo = await open();
    const mine = await edit(repo, heading, 'Made for retail');
    pushFromEditor(each.fixture(), retail, (text) =>
      text.replace('heading: Built for the way retailers work', 'heading: Built for retailers'),
    );
    const refused = await repo.save({ file: retail, baseVersion: mine.version, text: mine.text, author: alice });
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.status !== 409) throw new Error('expected a conflict');
    const remote = remoteText(each.fixture(), retail);
    expect(refused.conflict).toMatchObject({
      fields: [heading],
      theirs: { text: remote, author: { name: 'Dana Developer', email: 'dana@example.com' } },
      yours: { text: mine.text },
    });
    expect(remoteLog(each.fixture(), '%an', 2)).toEqual(['Dana Developer', 'Seed']);
    expect(gitIn(repo.dir, ['rev-parse', 'HEAD'])).toBe(gitIn(each.fixture().remote, ['rev-parse', 'main']));
    expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(remote);
  });

  it('merges the saves of two studios on their own clones through the remote', async () => {
    const one = await open('one');
    const two = await open('two');
    const first = await edit(one, heading, 'Made for retail');
    const second = await edit(two, cardTitle, 'Unified stores');
    const results = await Promise.all([
      one.save({ file: retail, baseVersion: first.version, text: first.text, author: alice }),
      two.save({ file: retail, baseVersion: second.version, text: second.text, author: bob }),
    ]);
    expect(
      results.map((result) => result.ok && result.pushed),
      JSON.stringify(results),
    ).toEqual([true, true]);
    const text = remoteText(each.fixture(), retail);
    expect(text).toContain('heading: Made for retail\n');
    expect(text).toContain('- title: Unified stores\n');
    expect(remoteLog(each.fixture(), '%an|%cn', 3).sort()).toEqual(['Alice Author|Page studio', 'Bob Publisher|Page studio', 'Seed|Seed']);
    const synced = await one.sync();
    expect(synced).toMatchObject({ ok: true, pushed: true, parked: [] });
    expect(await one.read(retail)).toMatchObject({ ok: true, text });
  });

  it('takes in a remote that deleted, renamed, linked and made a file executable, and the next save lands', async () => {
    const repo = await open();
    const mine = await edit(repo, heading, 'Made for retail');
    const fixture = each.fixture();
    const editor = join(fixture.root, 'editor-odd');
    gitIn(fixture.root, ['clone', '--quiet', fixture.remote, editor]);
    gitIn(editor, ['rm', '--quiet', 'pages/site.yaml']);
    gitIn(editor, ['mv', 'public/images/industries/retail.svg', 'public/images/industries/stores.svg']);
    writeFileSync(join(editor, 'public', 'run.sh'), 'echo hello\n');
    chmodSync(join(editor, 'public', 'run.sh'), 0o755);
    symlinkSync('../pages', join(editor, 'public', 'pages-link'));
    gitIn(editor, ['add', '--all']);
    gitIn(editor, ['-c', 'user.name=Dana Developer', '-c', 'user.email=dana@example.com', 'commit', '--quiet', '-m', 'Odd files']);
    gitIn(editor, ['push', '--quiet', 'origin', 'main']);

    const saved = await repo.save({ file: retail, baseVersion: mine.version, text: mine.text, author: alice });
    expectSaved(saved);
    expect(saved.pushed).toBe(true);
    // The clone's files are the remote's head, one for one: the deleted and the renamed are gone.
    expect(gitIn(repo.dir, ['rev-parse', 'HEAD'])).toBe(gitIn(fixture.remote, ['rev-parse', 'main']));
    expect(gitIn(repo.dir, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
    expect(existsSync(join(repo.dir, 'pages', 'site.yaml'))).toBe(false);
    expect(existsSync(join(repo.dir, 'public', 'images', 'industries', 'retail.svg'))).toBe(false);
    expect(existsSync(join(repo.dir, 'public', 'images', 'industries', 'stores.svg'))).toBe(true);
    expect(lstatSync(join(repo.dir, 'public', 'run.sh')).mode & 0o111).not.toBe(0);
    expect(lstatSync(join(repo.dir, 'public', 'pages-link')).isSymbolicLink()).toBe(true);
    expect(remoteText(fixture, retail)).toContain('heading: Made for retail\n');
  });
});
