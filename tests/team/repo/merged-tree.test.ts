import { describe, expect, it } from 'vitest';
import type { ContentRepo } from '../../../studio/team/repo/index.ts';
import { gitIn } from './remote-fixture.ts';
import { saveInDraft, saveOnMain, started } from './draft-steps.ts';
import { alice, bob, cardTitle, heading, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();
const carol = { name: 'Carol Publisher', email: 'carol@example.com' };

/** The tree `mergedTree` gives for the draft; fails the test when it refuses. */
async function treeOf(repo: ContentRepo, draft: string): Promise<string> {
  const merged = await repo.mergedTree({ draft });
  if (!merged.ok) throw new Error(`no merged tree: ${JSON.stringify(merged)}`);
  return merged.tree;
}

describe('the tree publishing a draft would make (what the "after" pictures are built from)', () => {
  it('is main with the draft’s changes: the same tree the publish then makes, and nothing moves before it', async () => {
    const repo = await each.open();
    const draft = await started(repo, alice, 'Spring campaign');
    await saveInDraft(repo, draft.branch, alice, heading, 'Made for retail');
    await saveOnMain(repo, bob, cardTitle, 'Unified stores');
    const mainBefore = gitIn(repo.dir, ['rev-parse', 'main']);
    const tree = await treeOf(repo, draft.branch);
    // Same draft, same main: the same id (a tree's id is its content), so its site is built once.
    expect(await treeOf(repo, draft.branch)).toBe(tree);
    const text = gitIn(repo.dir, ['cat-file', 'blob', `${tree}:${retail}`]);
    expect(text).toContain('    heading: Made for retail\n');
    expect(text).toContain('- title: Unified stores\n');
    expect(gitIn(repo.dir, ['rev-parse', 'main'])).toBe(mainBefore);
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
    const published = await repo.mergeDraft({ draft: draft.branch, publisher: carol });
    if (!published.ok || published.commit === null) throw new Error(`not published: ${JSON.stringify(published)}`);
    expect(gitIn(repo.dir, ['rev-parse', `${published.commit}^{tree}`])).toBe(tree);
  });

  it('keeps the draft’s value on a field both changed, as the request’s "after" text does', async () => {
    const repo = await each.open();
    const draft = await started(repo, alice, 'Spring campaign');
    await saveInDraft(repo, draft.branch, alice, heading, 'Made for retail');
    await saveOnMain(repo, bob, heading, 'Built for retailers');
    const diff = await repo.draftDiff({ draft: draft.branch });
    const after = diff.ok ? diff.files[0]?.merged : undefined;
    expect(after).toContain('    heading: Made for retail\n');
    // gitIn drops the last line break of what git prints.
    expect(`${gitIn(repo.dir, ['cat-file', 'blob', `${await treeOf(repo, draft.branch)}:${retail}`])}\n`).toBe(after);
  });

  it('refuses a draft that does not exist, in words', async () => {
    const repo = await each.open();
    expect(await repo.mergedTree({ draft: 'studio/alice/none' })).toMatchObject({ ok: false, status: 404 });
  });
});
