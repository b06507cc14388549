import { describe, expect, it } from 'vitest';
import { gitIn } from './remote-fixture.ts';
import { saveInDraft, started } from './draft-steps.ts';
import { alice, bob, heading, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();

describe('drafts from the remote', () => {
  it('a fresh clone (a new data folder) takes the remote’s drafts, with their author and changes', async () => {
    const first = await each.open('first');
    const spring = await started(first, alice, 'Spring offers');
    const commit = await saveInDraft(first, spring.branch, alice, heading, 'Spring at every till');
    const empty = await started(first, bob, 'Summer ideas');

    const fresh = await each.open('fresh');
    const drafts = await fresh.listDrafts();
    expect(drafts.map((draft) => draft.branch).sort()).toEqual([empty.branch, spring.branch].sort());
    expect(drafts.find((draft) => draft.branch === spring.branch)).toMatchObject({
      name: 'Spring offers',
      author: alice,
      head: commit,
      pages: [retail],
      published: false,
    });
    // Nothing was saved into the empty draft: no commit names its author, so only publishers will see it.
    expect(drafts.find((draft) => draft.branch === empty.branch)).toMatchObject({ name: 'Summer ideas', author: null });
    expect(await fresh.listDrafts({ author: alice })).toHaveLength(1);

    // The recovered draft is a draft like any other: the draft's page reads as saved, and it can be saved into again.
    const read = await fresh.readInDraft({ draft: spring.branch, file: retail });
    expect(read).toMatchObject({ ok: true, from: 'draft' });
    await saveInDraft(fresh, spring.branch, alice, heading, 'Spring in every store');
    expect(gitIn(each.fixture().remote, ['log', '-1', '--format=%an', spring.branch])).toBe(alice.name);
  });

  it('an older clone does not bring back a draft deleted in it', async () => {
    const repo = await each.open();
    const draft = await started(repo, alice, 'Spring offers');
    await saveInDraft(repo, draft.branch, alice, heading, 'Spring at every till');
    // The remote keeps the branch (say it could not be reached when the draft was deleted).
    gitIn(each.fixture().remote, ['branch', 'kept-copy', draft.branch]);
    expect((await repo.deleteDraft({ draft: draft.branch })).ok).toBe(true);
    gitIn(each.fixture().remote, ['branch', '-m', 'kept-copy', draft.branch]);
    await repo.sync();
    const reopened = await each.open();
    expect(await reopened.listDrafts()).toEqual([]);
  });
});
