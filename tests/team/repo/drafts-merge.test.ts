import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../../studio/document/index.ts';
import type { ContentRepo, MergeDraftResult } from '../../../studio/team/repo/index.ts';
import { gitIn, pushFromEditor, remoteText } from './remote-fixture.ts';
import { editInDraft, saveInDraft, saveOnMain, started } from './draft-steps.ts';
import { alice, bob, cardTitle, heading, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();
const open = each.open;
const carol = { name: 'Carol Publisher', email: 'carol@example.com' };

function expectMerged(result: MergeDraftResult): asserts result is Extract<MergeDraftResult, { ok: true }> {
  if (!result.ok) throw new Error(`not merged: ${JSON.stringify(result)}`);
}

/** A draft by Alice with the hero's heading changed, and main's card title changed by Bob meanwhile. */
async function draftAndMainEdit(repo: ContentRepo, draftHeading = 'Made for retail', mainPath = cardTitle, mainValue = 'Unified stores') {
  const draft = await started(repo, alice, 'Spring campaign');
  const draftCommit = await saveInDraft(repo, draft.branch, alice, heading, draftHeading);
  const mainCommit = await saveOnMain(repo, bob, mainPath, mainValue);
  return { draft, draftCommit, mainCommit };
}

describe('drafts: publishing into main', () => {
  it('merges a draft with a save made on main meanwhile: one merge commit by the publisher, the author’s commits in main’s history', async () => {
    const repo = await open();
    const { draft, draftCommit, mainCommit } = await draftAndMainEdit(repo);
    // Before publishing, the draft's diff already shows what main will have: both changes.
    const diff = await repo.draftDiff({ draft: draft.branch });
    const merging = diff.ok ? diff.files[0]?.merged : undefined;
    expect(merging).toContain('    heading: Made for retail\n');
    expect(merging).toContain('- title: Unified stores\n');
    const merged = await repo.mergeDraft({ draft: draft.branch, publisher: carol });
    expectMerged(merged);
    expect(merged).toMatchObject({ pushed: true, files: [retail], parked: [] });
    const remote = each.fixture().remote;
    expect(gitIn(remote, ['rev-parse', 'main'])).toBe(merged.commit);
    expect(gitIn(remote, ['log', '-1', '--format=%P|%an|%ae|%cn|%B', 'main'])).toBe(
      `${mainCommit} ${draftCommit}|Carol Publisher|carol@example.com|Page studio|Publish Spring campaign\n\n- Retail (${retail})\n`,
    );
    expect(gitIn(remote, ['log', '--format=%H %an', 'main'])).toContain(`${draftCommit} Alice Author`);
    const text = remoteText(each.fixture(), retail);
    expect(text).toContain('    heading: Made for retail\n');
    expect(text).toContain('- title: Unified stores\n');
    expect(text).toBe(merging);
    // The clone's work tree follows main; the draft now changes nothing relative to main.
    expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(text);
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
    expect((await repo.listDrafts())[0]).toMatchObject({ branch: draft.branch, pages: [], base: draftCommit, published: true });
    // Publishing it again has nothing left to do.
    expect(await repo.mergeDraft({ draft: draft.branch, publisher: carol })).toMatchObject({ ok: true, commit: null, files: [] });
  });

  it('answers the fields both changed with both values, and changes nothing', async () => {
    const repo = await open();
    const { draft } = await draftAndMainEdit(repo, 'Made for retail', heading, 'Built for retailers');
    const mainBefore = gitIn(repo.dir, ['rev-parse', 'main']);
    const refused = await repo.mergeDraft({ draft: draft.branch, publisher: carol });
    expect(refused).toEqual({
      ok: false,
      status: 409,
      conflicts: [
        { file: retail, path: heading, name: 'Section 2 (card grid) › heading', main: 'Built for retailers', draft: 'Made for retail' },
      ],
    });
    expect(gitIn(repo.dir, ['rev-parse', 'main'])).toBe(mainBefore);
    expect(gitIn(each.fixture().remote, ['rev-parse', 'main'])).toBe(mainBefore);
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
    const diff = await repo.draftDiff({ draft: draft.branch });
    expect(diff.ok && diff.files.map((file) => file.conflicts.length)).toEqual([1]);
    // What publishing with the draft's value would make: the draft's heading on main's text.
    const merging = diff.ok ? diff.files[0]?.merged : undefined;
    expect(merging).toContain('    heading: Made for retail\n');
    expect(merging).not.toContain('Built for retailers');
  });

  it('gives each side’s value of a conflicting field where that side has it, after a section added before it', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Moved');
    await saveInDraft(repo, draft.branch, alice, heading, 'Made for retail');
    const read = await repo.read(retail);
    if (!read.ok) throw new Error(read.message);
    const added = applyEdit(read.text, {
      op: 'insertItem',
      path: ['sections'],
      index: 0,
      value: { type: 'faq', heading: 'Questions', items: [] },
    });
    const changed = added.ok
      ? applyEdit(added.text, { op: 'setScalar', path: ['sections', 2, 'heading'], value: 'Built for retailers' })
      : added;
    if (!changed.ok) throw new Error(changed.error.message);
    expect(await repo.save({ file: retail, baseVersion: read.version, text: changed.text, author: bob })).toMatchObject({ ok: true });
    const refused = await repo.mergeDraft({ draft: draft.branch, publisher: carol });
    expect(refused).toMatchObject({
      ok: false,
      conflicts: [{ path: heading, name: 'Section 2 (card grid) › heading', main: 'Built for retailers', draft: 'Made for retail' }],
    });
    expectMerged(
      await repo.mergeDraft({ draft: draft.branch, publisher: carol, choices: [{ file: retail, path: heading, keep: 'draft' }] }),
    );
    const text = remoteText(each.fixture(), retail);
    expect(text).toContain('heading: Questions\n');
    expect(text).toContain('    heading: Made for retail\n');
    expect(text).not.toContain('Built for retailers');
  });

  it('completes a merge as the publisher chose, field by field', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Choices');
    const edited = await editInDraft(repo, draft.branch, heading, 'Made for retail');
    const both = await repo.saveToDraft({
      draft: draft.branch,
      file: retail,
      baseVersion: edited.version,
      text: edited.text.replace('      - title: Point of sale\n', '      - title: Checkout\n').replace('label: Retail\n', 'label: Shops\n'),
      author: alice,
    });
    expect(both).toMatchObject({ ok: true });
    await saveOnMain(repo, bob, heading, 'Built for retailers');
    await saveOnMain(repo, bob, ['sections', 1, 'cards', 0, 'title'], 'Tills');
    const refused = await repo.mergeDraft({ draft: draft.branch, publisher: carol });
    expect(refused).toMatchObject({
      ok: false,
      conflicts: [
        { path: heading, main: 'Built for retailers', draft: 'Made for retail' },
        { path: ['sections', 1, 'cards', 0, 'title'], main: 'Tills', draft: 'Checkout' },
      ],
    });
    const merged = await repo.mergeDraft({
      draft: draft.branch,
      publisher: carol,
      choices: [
        { file: retail, path: heading, keep: 'draft' },
        { file: retail, path: ['sections', 1, 'cards', 0, 'title'], keep: 'main' },
      ],
    });
    expectMerged(merged);
    const text = remoteText(each.fixture(), retail);
    expect(text).toContain('    heading: Made for retail\n');
    expect(text).toContain('      - title: Tills\n');
    expect(text).toContain('  label: Shops\n');
  });

  it('answers a conflict for a second draft changing the same heading once the first is published', async () => {
    const repo = await open();
    const first = await started(repo, alice, 'First');
    const second = await started(repo, bob, 'Second');
    await saveInDraft(repo, first.branch, alice, heading, 'Made for retail');
    await saveInDraft(repo, second.branch, bob, heading, 'Retail, done right');
    expectMerged(await repo.mergeDraft({ draft: first.branch, publisher: carol }));
    const refused = await repo.mergeDraft({ draft: second.branch, publisher: carol });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      conflicts: [{ path: heading, main: 'Made for retail', draft: 'Retail, done right' }],
    });
    const chosen = await repo.mergeDraft({
      draft: second.branch,
      publisher: carol,
      choices: [{ file: retail, path: heading, keep: 'draft' }],
    });
    expectMerged(chosen);
    expect(remoteText(each.fixture(), retail)).toContain('    heading: Retail, done right\n');
    expect(gitIn(each.fixture().remote, ['for-each-ref', '--format=%(refname)', 'refs/heads/'])).toBe(
      ['refs/heads/main', `refs/heads/${first.branch}`, `refs/heads/${second.branch}`].join('\n'),
    );
    expect(gitIn(each.fixture().remote, ['rev-parse', first.branch])).toBe(gitIn(repo.dir, ['rev-parse', first.branch]));
  });

  it('brings the pictures a draft added into main with the page', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Picture');
    const picture = { path: 'public/images/industries/till.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 255]) };
    const edited = await editInDraft(repo, draft.branch, ['sections', 0, 'image', 'src'], '/images/industries/till.png');
    const saved = await repo.saveToDraft({
      draft: draft.branch,
      file: retail,
      baseVersion: edited.version,
      text: edited.text,
      author: alice,
      extraFiles: [picture],
    });
    expect(saved).toMatchObject({ ok: true });
    expect(gitIn(repo.dir, ['ls-tree', '--name-only', 'main', 'public/images/industries/'])).not.toContain('till.png');
    const merged = await repo.mergeDraft({ draft: draft.branch, publisher: carol });
    expectMerged(merged);
    expect(merged.files).toEqual([retail, picture.path]);
    expect(new Uint8Array(readFileSync(join(repo.dir, picture.path)))).toEqual(picture.bytes);
    expect(gitIn(each.fixture().remote, ['log', '-1', '--format=%B', 'main'])).toBe(
      `Publish Picture\n\n- Retail (${retail})\n- ${picture.path}\n`,
    );
  });

  it('keeps a publish made while the remote was unreachable, and makes it again on the remote’s changes with its draft', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Offline');
    const draftCommit = await saveInDraft(repo, draft.branch, alice, heading, 'Made for retail');
    gitIn(repo.dir, ['remote', 'set-url', 'origin', join(each.fixture().root, 'nowhere.git')]);
    const merged = await repo.mergeDraft({ draft: draft.branch, publisher: carol });
    expect(merged).toMatchObject({ ok: true, pushed: false, reason: 'unreachable' });
    pushFromEditor(each.fixture(), retail, (text) => text.replace('label: Retail\n', 'label: Retail stores\n'));
    gitIn(repo.dir, ['remote', 'set-url', 'origin', each.fixture().remote]);
    expect(await repo.sync()).toMatchObject({ ok: true, pushed: true, parked: [] });
    const remote = each.fixture().remote;
    const [parents = '', subject = ''] = gitIn(remote, ['log', '-1', '--format=%P%n%s', 'main']).split('\n');
    expect(subject).toBe('Publish Offline');
    expect(parents.split(' ')).toEqual([gitIn(remote, ['rev-parse', 'main~1']), draftCommit]);
    expect(gitIn(remote, ['log', '-1', '--format=%an', 'main~1'])).toBe('Dana Developer');
    const text = remoteText(each.fixture(), retail);
    expect(text).toContain('label: Retail stores\n');
    expect(text).toContain('    heading: Made for retail\n');
  });

  it('refuses an unknown draft and a publisher git cannot record', async () => {
    const repo = await open();
    expect(await repo.mergeDraft({ draft: 'studio/nobody/nothing', publisher: carol })).toMatchObject({ ok: false, status: 404 });
    const draft = await started(repo, alice, 'Refusals');
    expect(await repo.mergeDraft({ draft: draft.branch, publisher: { name: 'Eve <x>', email: 'eve@example.com' } })).toMatchObject({
      ok: false,
      error: 'bad-author',
    });
  });
});
