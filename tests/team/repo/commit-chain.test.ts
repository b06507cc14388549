import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchRefPrefix, importChain, landChain } from '../../../studio/team/repo/git/commit-chain.ts';
import { commitObject, writeBlob, type RepoPlace } from '../../../studio/team/repo/git/objects.ts';
import { checkAuthor } from '../../../studio/team/repo/commits/save.ts';
import { gitIn } from './remote-fixture.ts';
import { alice, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();

const studio = { name: 'Page studio', email: 'studio@localhost' };
const placeIn = (dir: string): RepoPlace => ({
  worktree: dir,
  gitDir: join(dir, '.git'),
  branch: 'main',
  studio,
  hasRemote: true,
  checkedOut: true,
});
const batchRefs = (dir: string): string => gitIn(dir, ['for-each-ref', '--format=%(refname)', batchRefPrefix]);

describe('a chain of commits written by git fast-import', () => {
  it('writes each commit on the one before, by its author at its time, on a temporary ref; the branch moves in one step', async () => {
    const repo = await each.open();
    const place = placeIn(repo.dir);
    const head = gitIn(repo.dir, ['rev-parse', 'main']);
    const first = await writeBlob(place, Buffer.from('title: First\n'));
    const second = await writeBlob(place, Buffer.from('title: Second\n'));
    const odd = 'pages/a "quoted" page.yaml';
    // Git strips dots, quotes and spaces from the ends of a name (and e-mail): the same here.
    const bob = { name: ' Bob Jr. ', email: ' bob@example.com. ' };
    const { ref, ids } = await importChain(place, head, [
      {
        author: bob,
        authoredAt: 1_700_000_000_000,
        message: 'Edit Retail\n\n- heading\n',
        files: [{ path: retail, mode: '100644', blob: first }],
      },
      { author: alice, authoredAt: 1_700_000_060_000, message: 'Edit Odd\n', files: [{ path: odd, mode: '100644', blob: second }] },
    ]);
    expect(ref.startsWith(batchRefPrefix)).toBe(true);
    expect(gitIn(repo.dir, ['rev-parse', ref])).toBe(ids[1]);
    expect(gitIn(repo.dir, ['rev-parse', 'main'])).toBe(head);
    const log = gitIn(repo.dir, ['log', '--format=%H %P|%an <%ae> %ad|%cn <%ce>|%B', '--date=unix', '-2', ref]);
    expect(log).toBe(
      [
        `${String(ids[1])} ${String(ids[0])}|Alice Author <alice@example.com> 1700000060|Page studio <studio@localhost>|Edit Odd\n`,
        `${String(ids[0])} ${head}|Bob Jr <bob@example.com> 1700000000|Page studio <studio@localhost>|Edit Retail\n\n- heading\n`,
      ].join('\n'),
    );
    expect(gitIn(repo.dir, ['rev-parse', `${ref}:${retail}`, `${ref}:${odd}`])).toBe(`${first}\n${second}`);
    // The same person through git commit-tree.
    const tree = gitIn(repo.dir, ['rev-parse', `${String(ids[0])}^{tree}`]);
    const byGit = await commitObject(place, { tree, parent: head, author: bob, message: 'Edit Retail\n\n- heading\n' });
    const author = (commit: string) => gitIn(repo.dir, ['log', '-1', '--format=%an <%ae>', commit]);
    expect(author(byGit)).toBe(author(ids[0] ?? ''));

    expect(await landChain(place, head, ref, ids[1] ?? '', 'studio: save 2 pages')).toBe(true);
    expect(gitIn(repo.dir, ['rev-parse', 'main'])).toBe(ids[1]);
    expect(batchRefs(repo.dir)).toBe('');
    // A branch that moved meanwhile is left alone, and the temporary ref goes all the same.
    const again = await importChain(place, head, [
      { author: alice, authoredAt: Date.now(), message: 'Late\n', files: [{ path: retail, mode: '100644', blob: second }] },
    ]);
    expect(await landChain(place, head, again.ref, again.ids[0] ?? '', 'studio: save 1 pages')).toBe(false);
    expect(gitIn(repo.dir, ['rev-parse', 'main'])).toBe(ids[1]);
    expect(batchRefs(repo.dir)).toBe('');
  });

  it('takes out, at open, the temporary ref and the pack keep file of an import a crash stopped', async () => {
    const first = await each.open();
    const head = gitIn(first.dir, ['rev-parse', 'main']);
    gitIn(first.dir, ['update-ref', `${batchRefPrefix}left-behind`, head]);
    const packs = join(first.dir, '.git', 'objects', 'pack');
    mkdirSync(packs, { recursive: true });
    const importKeep = join(packs, `pack-${'1'.repeat(40)}.keep`);
    const otherKeep = join(packs, `pack-${'2'.repeat(40)}.keep`);
    writeFileSync(importKeep, 'fast-import');
    writeFileSync(otherKeep, 'kept by hand');
    const reopened = await each.open();
    expect(batchRefs(reopened.dir)).toBe('');
    expect([existsSync(importKeep), existsSync(otherKeep)]).toEqual([false, true]);
  });

  it('refuses an author whose name git would record as nothing, as git commit-tree would', () => {
    expect(checkAuthor({ name: ' ... ', email: 'dots@example.com' })).toMatchObject({ ok: false, status: 400, error: 'bad-author' });
    expect(checkAuthor({ name: 'Bob Jr.', email: 'bob@example.com' })).toBeUndefined();
  });
});
