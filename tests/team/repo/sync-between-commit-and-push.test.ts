import { describe, expect, it } from 'vitest';
import { inTurn } from '../../../studio/team/repo/git/queue.ts';
import type { ContentRepo } from '../../../studio/team/repo/index.ts';
import { gitIn, pushFromEditor, remoteText } from './remote-fixture.ts';
import { alice, edit, expectSaved, heading, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();

/**
 * Holds the clone's queue while a save's batch is queued behind it and a sync behind that, so
 * the sync brings the remote in after the save's commit and before its push.
 */
async function syncBetweenCommitAndPush(repo: ContentRepo, save: () => ReturnType<ContentRepo['save']>) {
  let release = (): void => undefined;
  const held = inTurn(repo.dir, () => new Promise<void>((resolve) => (release = resolve)));
  const saving = save();
  // The save checks its path and author before it queues its batch.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const syncing = repo.sync();
  release();
  await held;
  const result = { saved: await saving, synced: await syncing };
  // The clone's branch moved for the save first, then for the sync: the sync did come in between.
  const moves = gitIn(repo.dir, ['reflog', '--format=%gs', 'main']).split('\n').slice(0, 2);
  expect(moves).toEqual(['studio: bring in the remote', 'studio: save 1 pages']);
  return result;
}

describe('a sync between a save’s commit and its push', () => {
  it('answers the save with its commit as the remote has it, made again on the remote’s changes', async () => {
    const repo = await each.open();
    const mine = await edit(repo, heading, 'Made for retail');
    pushFromEditor(each.fixture(), retail, (text) => text.replace('label: Retail\n', 'label: Retail stores\n'));
    const { saved } = await syncBetweenCommitAndPush(repo, () =>
      repo.save({ file: retail, baseVersion: mine.version, text: mine.text, author: alice }),
    );
    expectSaved(saved);
    expect(saved.pushed).toBe(true);
    const remote = each.fixture().remote;
    expect(gitIn(remote, ['rev-parse', 'main'])).toBe(saved.commit);
    expect(saved.text).toBe(remoteText(each.fixture(), retail));
    expect(saved.text).toContain('label: Retail stores\n');
    expect(saved.version).toBe(gitIn(remote, ['rev-parse', `main:${retail}`]));
  });

  it('answers 409 when the remote changed the same field, and keeps nothing aside', async () => {
    const repo = await each.open();
    const mine = await edit(repo, heading, 'Made for retail');
    pushFromEditor(each.fixture(), retail, (text) =>
      text.replace('heading: Built for the way retailers work', 'heading: Built for retailers'),
    );
    const { saved, synced } = await syncBetweenCommitAndPush(repo, () =>
      repo.save({ file: retail, baseVersion: mine.version, text: mine.text, author: alice }),
    );
    expect(saved.ok ? 'saved' : saved.status).toBe(409);
    expect(synced.ok && synced.parked).toEqual([]);
    expect(remoteText(each.fixture(), retail)).toContain('heading: Built for retailers');
  });
});
