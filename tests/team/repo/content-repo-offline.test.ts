import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ContentRepo } from '../../../studio/team/repo/index.ts';
import { stringMatching } from '../../helpers/matchers.ts';
import { gitIn, pushFromEditor, remoteText } from './remote-fixture.ts';
import { alice, bob, cardTitle, edit, expectSaved, heading, remoteLog, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();
const open = each.open;

/** Points the studio's clone at a remote that does not exist, as when the network is down. */
const cutOff = (repo: ContentRepo) => gitIn(repo.dir, ['remote', 'set-url', 'origin', join(each.fixture().root, 'nowhere.git')]);
const reconnect = (repo: ContentRepo) => gitIn(repo.dir, ['remote', 'set-url', 'origin', each.fixture().remote]);

describe('the content repository: saves while the remote cannot be reached', () => {
  it('keeps a save when the remote cannot be reached, and pushes it with the next save', async () => {
    const repo = await open();
    const first = await edit(repo, heading, 'Made for retail');
    cutOff(repo);
    const kept = await repo.save({ file: retail, baseVersion: first.version, text: first.text, author: alice });
    expectSaved(kept);
    expect(kept).toMatchObject({ pushed: false, reason: 'unreachable' });
    reconnect(repo);
    const second = await edit(repo, cardTitle, 'Unified stores');
    const pushed = await repo.save({ file: retail, baseVersion: second.version, text: second.text, author: bob });
    expect(pushed).toMatchObject({ ok: true, pushed: true, merged: false });
    expect(remoteLog(each.fixture(), '%an', 3)).toEqual(['Bob Publisher', 'Alice Author', 'Seed']);
  });

  it('keeps an unpushed save that conflicts with the remote under refs/studio/parked/, and pushes the others', async () => {
    const repo = await open();
    const offline = await edit(repo, heading, 'Made for retail');
    cutOff(repo);
    const kept = await repo.save({ file: retail, baseVersion: offline.version, text: offline.text, author: alice });
    expectSaved(kept);
    expect(kept.pushed).toBe(false);
    pushFromEditor(each.fixture(), retail, (text) =>
      text.replace('heading: Built for the way retailers work', 'heading: Built for retailers'),
    );
    reconnect(repo);
    const next = await edit(repo, cardTitle, 'Unified stores');
    const saved = await repo.save({ file: retail, baseVersion: next.version, text: next.text, author: bob });
    expectSaved(saved);
    expect(saved).toMatchObject({
      pushed: true,
      parked: [{ commit: kept.commit, ref: `refs/studio/parked/${String(kept.commit)}`, file: retail, author: alice }],
    });
    expect(gitIn(repo.dir, ['rev-parse', `refs/studio/parked/${String(kept.commit)}`])).toBe(kept.commit);
    expect(remoteLog(each.fixture(), '%an', 3)).toEqual(['Bob Publisher', 'Dana Developer', 'Seed']);
    const text = remoteText(each.fixture(), retail);
    expect(text).toContain('heading: Built for retailers\n');
    expect(text).toContain('- title: Unified stores\n');
  });

  it('keeps a save when a stopped push left the remote’s branch locked, names the lock, and pushes once it is gone', async () => {
    const repo = await open();
    const first = await edit(repo, heading, 'Made for retail');
    const lock = join(each.fixture().remote, 'refs', 'heads', 'main.lock');
    writeFileSync(lock, '');
    const kept = await repo.save({ file: retail, baseVersion: first.version, text: first.text, author: alice });
    expectSaved(kept);
    expect(kept).toMatchObject({
      pushed: false,
      reason: 'refused',
      message: stringMatching(/^the remote's branch stayed locked by .*main\.lock; .*remove it, and the next save pushes$/),
    });
    rmSync(lock);
    const second = await edit(repo, cardTitle, 'Unified stores');
    const pushed = await repo.save({ file: retail, baseVersion: second.version, text: second.text, author: bob });
    expect(pushed).toMatchObject({ ok: true, pushed: true });
    expect(remoteLog(each.fixture(), '%an', 3)).toEqual(['Bob Publisher', 'Alice Author', 'Seed']);
  });

  it('commits without pushing in a clone that has no remote', async () => {
    const first = await open();
    gitIn(first.dir, ['remote', 'remove', 'origin']);
    const repo = await open();
    const mine = await edit(repo, heading, 'Made for retail');
    const saved = await repo.save({ file: retail, baseVersion: mine.version, text: mine.text, author: alice });
    expect(saved).toMatchObject({ ok: true, pushed: false, reason: 'no-remote' });
    expect(gitIn(repo.dir, ['log', '-1', '--format=%an', 'main'])).toBe('Alice Author');
    expect(remoteLog(each.fixture(), '%an', 1)).toEqual(['Seed']);
  });
});
