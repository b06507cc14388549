import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setScalar } from '../../../studio/document/index.ts';
import { gitIn, remoteText } from './remote-fixture.ts';
import { alice, bob, cardTitle, edit, expectSaved, heading, remoteLog, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();
const open = each.open;

describe('the content repository: saves', () => {
  it('makes one commit per save, by its author, committed by the studio, naming what changed, and pushes it', async () => {
    const repo = await open();
    const { text, version } = await edit(repo, heading, 'Made for retail');
    const saved = await repo.save({ file: retail, baseVersion: version, text, author: alice, title: 'Retail' });
    expectSaved(saved);
    expect(saved).toMatchObject({ pushed: true, merged: false, changes: ['Section 2 (card grid) › heading'] });
    expect(remoteLog(each.fixture(), '%H|%an|%ae|%cn|%ce', 1)).toEqual([
      `${String(saved.commit)}|Alice Author|alice@example.com|Page studio|studio@localhost`,
    ]);
    expect(gitIn(each.fixture().remote, ['log', '-1', '--format=%B', 'main'])).toBe('Edit Retail\n\n- Section 2 (card grid) › heading\n');
    expect(remoteText(each.fixture(), retail)).toBe(text);
    expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(text);
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
    expect(await repo.read(retail)).toEqual({ ok: true, text, version: saved.version });
  });

  it('merges two saves of different fields made from the same version: both land, each by its author', async () => {
    const repo = await open();
    const first = await edit(repo, heading, 'Made for retail');
    const second = await edit(repo, cardTitle, 'Unified stores');
    expectSaved(await repo.save({ file: retail, baseVersion: first.version, text: first.text, author: alice }));
    const merged = await repo.save({ file: retail, baseVersion: second.version, text: second.text, author: bob });
    expectSaved(merged);
    expect(merged).toMatchObject({
      merged: true,
      pushed: true,
      changes: ['Section 3 (“Ultimate solution for Retail”) › cards › item 1 › title'],
    });
    const both = setScalar(first.text, cardTitle, 'Unified stores');
    expect(both.ok && remoteText(each.fixture(), retail)).toBe(both.ok && both.text);
    // The answer holds the text of its version, for the author's editor to carry on from.
    expect(merged.text).toBe(both.ok && both.text);
    expect(remoteLog(each.fixture(), '%an', 3)).toEqual(['Bob Publisher', 'Alice Author', 'Seed']);
  });

  it('answers 409 with both versions when two saves change the same field, and commits nothing', async () => {
    const repo = await open();
    const first = await edit(repo, heading, 'Made for retail');
    const second = await edit(repo, heading, 'Retail, done right');
    const saved = await repo.save({ file: retail, baseVersion: first.version, text: first.text, author: alice });
    expectSaved(saved);
    const refused = await repo.save({ file: retail, baseVersion: second.version, text: second.text, author: bob });
    expect(refused).toEqual({
      ok: false,
      status: 409,
      conflict: {
        file: retail,
        baseVersion: second.version,
        theirs: { text: first.text, version: saved.version, author: alice },
        yours: { text: second.text },
        fields: [heading],
        fieldNames: ['Section 2 (card grid) › heading'],
      },
    });
    expect(remoteLog(each.fixture(), '%an', 2)).toEqual(['Alice Author', 'Seed']);
    expect(remoteText(each.fixture(), retail)).toBe(first.text);
  });

  it('serialises saves made at the same moment: every one lands as its own commit', async () => {
    const repo = await open();
    gitIn(each.fixture().remote, ['config', 'core.logAllRefUpdates', 'always']);
    const read = await repo.read(retail);
    if (!read.ok) throw new Error(read.message);
    const titles = ['Stores', 'Loyalty', 'Currencies', 'Stock'];
    const saves = titles.map((title, index) => {
      const result = setScalar(read.text, ['sections', 2, 'cards', index, 'title'], title);
      if (!result.ok) throw new Error(result.error.message);
      return repo.save({
        file: retail,
        baseVersion: read.version,
        text: result.text,
        author: { name: `Author ${String(index)}`, email: `a${String(index)}@example.com` },
      });
    });
    const results = await Promise.all(saves);
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true]);
    const text = remoteText(each.fixture(), retail);
    for (const title of titles) expect(text).toContain(`- title: ${title}\n`);
    expect(remoteLog(each.fixture(), '%an', 5).sort()).toEqual(['Author 0', 'Author 1', 'Author 2', 'Author 3', 'Seed']);
    // The saves queued behind the first share its push: the remote's branch moved once.
    expect(gitIn(each.fixture().remote, ['reflog', 'show', '--format=%H', 'main'])).toBe(
      gitIn(each.fixture().remote, ['rev-parse', 'main']),
    );
  });

  it('commits saves made at the same moment each on the ones before: two changes to one field are one save and one conflict', async () => {
    const repo = await open();
    const read = await repo.read(retail);
    if (!read.ok) throw new Error(read.message);
    const edited = (text: string, path: readonly (string | number)[], value: string) => {
      const result = setScalar(text, path, value);
      if (!result.ok) throw new Error(result.error.message);
      return result.text;
    };
    const headings: readonly [string, string] = ['Made for retail', 'Retail, done right'];
    const saveHeading = (value: string) =>
      repo.save({ file: retail, baseVersion: read.version, text: edited(read.text, heading, value), author: alice });
    const [first, second, third, unchanged] = await Promise.all([
      saveHeading(headings[0]),
      saveHeading(headings[1]),
      repo.save({ file: retail, baseVersion: read.version, text: edited(read.text, cardTitle, 'Unified stores'), author: bob }),
      repo.save({ file: retail, baseVersion: read.version, text: read.text, author: alice }),
    ]);
    // Whichever of the two headings came first is saved; the other is refused.
    const winner = first.ok ? 0 : 1;
    const [saved, refused] = winner === 0 ? [first, second] : [second, first];
    expect(saved.ok).toBe(true);
    expect(refused).toMatchObject({ ok: false, status: 409, conflict: { fields: [heading] } });
    expect(third.ok).toBe(true);
    const both = edited(edited(read.text, heading, headings[winner]), cardTitle, 'Unified stores');
    expect(remoteText(each.fixture(), retail)).toBe(both);
    // A text that is the page as it was makes no commit.
    expect(unchanged).toMatchObject({ ok: true, commit: null });
    expect(remoteLog(each.fixture(), '%an', 3).sort()).toEqual(['Alice Author', 'Bob Publisher', 'Seed']);
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
    expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(both);
  });
});
