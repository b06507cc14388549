import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setScalar, type DataPath } from '../../../studio/document/index.ts';
import { savesGathering } from '../../../studio/team/repo/commits/commit-batch.ts';
import { inTurn } from '../../../studio/team/repo/git/queue.ts';
import type { SaveResult } from '../../../studio/team/repo/index.ts';
import { gitIn, remoteText } from './remote-fixture.ts';
import { editInDraft, saveInDraft, saveOnMain, started } from './draft-steps.ts';
import { alice, bob, cardTitle, heading, remotePerTest, retail } from './repo-steps.ts';

const each = remotePerTest();
const open = each.open;
const home = 'pages/home.yaml';

describe('drafts: saves on a branch of their own', () => {
  it('starts a draft from main, saves into it as two authors, and leaves main as it was', async () => {
    const repo = await open();
    const mainBefore = gitIn(repo.dir, ['rev-parse', 'main']);
    const retailBefore = remoteText(each.fixture(), retail);
    const draft = await started(repo, alice, 'Spring campaign');
    expect(draft).toMatchObject({
      branch: 'studio/alice-author/spring-campaign',
      name: 'Spring campaign',
      author: alice,
      base: mainBefore,
      head: mainBefore,
      pages: [],
      pictures: [],
      published: false,
    });
    const first = await saveInDraft(repo, draft.branch, alice, heading, 'Made for retail');
    const second = await saveInDraft(repo, draft.branch, bob, cardTitle, 'Unified stores');

    // Main is untouched, here and on the remote; the files in the clone's work tree are main's.
    expect(gitIn(repo.dir, ['rev-parse', 'main'])).toBe(mainBefore);
    expect(gitIn(each.fixture().remote, ['rev-parse', 'main'])).toBe(mainBefore);
    expect(remoteText(each.fixture(), retail)).toBe(retailBefore);
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
    expect(await repo.read(retail)).toMatchObject({ text: retailBefore });

    // The draft's branch has both commits, each by its author, committed by the studio, pushed under the same name.
    expect(gitIn(each.fixture().remote, ['log', '--format=%H|%an|%cn|%B', '-2', draft.branch]).split('\n').filter(Boolean)).toEqual([
      `${second}|Bob Publisher|Page studio|Edit Retail`,
      '- Section 3 (“Ultimate solution for Retail”) › cards › item 1 › title',
      `${first}|Alice Author|Page studio|Edit Retail`,
      '- Section 2 (card grid) › heading',
    ]);
    const inDraft = await repo.readInDraft({ draft: draft.branch, file: retail });
    expect(inDraft).toMatchObject({ ok: true, from: 'draft' });
    expect(inDraft.ok && inDraft.text).toContain('heading: Made for retail\n');
    expect(await repo.readInDraft({ draft: draft.branch, file: home })).toMatchObject({ ok: true, from: 'main' });

    const [listed] = await repo.listDrafts({ author: { email: 'ALICE@example.com' } });
    expect(listed).toMatchObject({
      branch: draft.branch,
      name: 'Spring campaign',
      base: mainBefore,
      head: second,
      pages: [retail],
      published: false,
    });
    expect(await repo.listDrafts({ author: bob })).toEqual([]);
  });

  it('merges two saves into the draft field by field, and answers 409 when both changed the same field', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Hero');
    const one = await editInDraft(repo, draft.branch, heading, 'Made for retail');
    const two = await editInDraft(repo, draft.branch, cardTitle, 'Unified stores');
    const three = await editInDraft(repo, draft.branch, heading, 'Retail, done right');
    expect(
      await repo.saveToDraft({ draft: draft.branch, file: retail, baseVersion: one.version, text: one.text, author: alice }),
    ).toMatchObject({
      ok: true,
      merged: false,
    });
    expect(
      await repo.saveToDraft({ draft: draft.branch, file: retail, baseVersion: two.version, text: two.text, author: bob }),
    ).toMatchObject({
      ok: true,
      merged: true,
      pushed: true,
    });
    const refused = await repo.saveToDraft({
      draft: draft.branch,
      file: retail,
      baseVersion: three.version,
      text: three.text,
      author: bob,
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      conflict: { fields: [heading], fieldNames: ['Section 2 (card grid) › heading'], theirs: { author: bob } },
    });
    const text = gitIn(each.fixture().remote, ['cat-file', 'blob', `${draft.branch}:${retail}`]);
    expect(text).toContain('heading: Made for retail\n');
    expect(text).toContain('- title: Unified stores\n');
  });

  it('shows main’s latest version of a page the draft does not change, and keeps main’s later changes when saved', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Later');
    await saveOnMain(repo, bob, cardTitle, 'Unified stores');
    const read = await repo.readInDraft({ draft: draft.branch, file: retail });
    expect(read).toMatchObject({ ok: true, from: 'main' });
    expect(read.ok && read.text).toContain('- title: Unified stores\n');
    await saveInDraft(repo, draft.branch, alice, heading, 'Made for retail');
    const diff = await repo.draftDiff({ draft: draft.branch });
    if (!diff.ok) throw new Error(diff.message);
    expect(diff.files).toHaveLength(1);
    expect(diff.files[0]).toMatchObject({ file: retail, kind: 'page', conflicts: [] });
    expect(diff.files[0]?.draft?.text).toContain('- title: Unified stores\n');
  });

  it('commits saves into a draft made at the same moment in one batch of the draft’s own, apart from main’s, each answering its own text', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Batch');
    await saveInDraft(repo, draft.branch, alice, ['sections', 0, 'heading'], 'Retail, first');
    const inDraft = await repo.readInDraft({ draft: draft.branch, file: retail });
    const onMain = await repo.read(retail);
    if (!inDraft.ok || !onMain.ok) throw new Error('the page cannot be read');
    const edited = (text: string, path: DataPath, value: string): string => {
      const result = setScalar(text, path, value);
      if (!result.ok) throw new Error(result.error.message);
      return result.text;
    };
    const intoDraft = (path: DataPath, value: string, author = alice) =>
      repo.saveToDraft({
        draft: draft.branch,
        file: retail,
        baseVersion: inDraft.version,
        text: edited(inDraft.text, path, value),
        author,
      });
    // The clone's queue is held while the four saves arrive, so they wait for the same turn.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worktree = realpathSync(repo.dir);
    const turn = inTurn(worktree, () => held);
    // Each save reads its branch with git before it joins the batch, and those reads may finish in
    // any order: each save is started once the one before it has joined, so they join in this order.
    const joined = async (branch: string, count: number) => {
      await expect.poll(() => savesGathering(worktree, branch), { timeout: 20_000 }).toBe(count);
    };
    const firstSaved = intoDraft(heading, 'Made for retail');
    await joined(draft.branch, 1);
    const secondSaved = intoDraft(cardTitle, 'Unified stores', bob);
    await joined(draft.branch, 2);
    const thirdSaved = intoDraft(heading, 'Retail, done right', bob);
    await joined(draft.branch, 3);
    const onMainSaved = repo.save({
      file: retail,
      baseVersion: onMain.version,
      text: edited(onMain.text, heading, 'Main’s heading'),
      author: bob,
    });
    await joined('main', 1);
    const saves = Promise.all([firstSaved, secondSaved, thirdSaved, onMainSaved]);
    release();
    await turn;
    const [first, second, third, mainSave] = await saves;

    // In the draft: the first heading and the card title, each its own commit by its author, the branch moved once for both;
    // the second heading, made from the same version, is refused with the draft's text as theirs.
    expect(first).toMatchObject({ ok: true, merged: false, pushed: true });
    expect(second).toMatchObject({ ok: true, merged: true, pushed: true });
    expect(third).toMatchObject({ ok: false, status: 409, conflict: { fields: [heading], theirs: { author: bob } } });
    // (gitIn gives git's output without its last line break.)
    const draftText = `${gitIn(each.fixture().remote, ['cat-file', 'blob', `${draft.branch}:${retail}`])}\n`;
    expect(draftText).toBe(edited(edited(inDraft.text, heading, 'Made for retail'), cardTitle, 'Unified stores'));
    expect(gitIn(each.fixture().remote, ['log', '--format=%an', '-2', draft.branch])).toBe('Bob Publisher\nAlice Author');
    expect(gitIn(repo.dir, ['reflog', '-1', '--format=%gs', draft.branch])).toBe('studio: save 2 pages');
    // Each answer holds the text of its own version.
    const answered = (saved: SaveResult): string => {
      if (!saved.ok) throw new Error('not saved');
      expect(`${gitIn(repo.dir, ['cat-file', 'blob', saved.version])}\n`).toBe(saved.text);
      return saved.text;
    };
    expect(answered(first)).toBe(edited(inDraft.text, heading, 'Made for retail'));
    expect(answered(second)).toBe(draftText);

    // On main: only main's save, in the work tree too; nothing of the draft.
    expect(answered(mainSave)).toBe(edited(onMain.text, heading, 'Main’s heading'));
    expect(remoteText(each.fixture(), retail)).toBe(edited(onMain.text, heading, 'Main’s heading'));
    expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(edited(onMain.text, heading, 'Main’s heading'));
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
  });

  it('lists what a draft changes, with main’s text and the draft’s and the fields', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Diff');
    const mainText = remoteText(each.fixture(), retail);
    await saveInDraft(repo, draft.branch, alice, heading, 'Made for retail');
    const picture = { path: 'public/images/industries/till.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) };
    const read = await editInDraft(repo, draft.branch, cardTitle, 'Unified stores');
    const saved = await repo.saveToDraft({
      draft: draft.branch,
      file: retail,
      baseVersion: read.version,
      text: read.text,
      author: bob,
      extraFiles: [picture],
    });
    expect(saved).toMatchObject({
      ok: true,
      changes: ['Section 3 (“Ultimate solution for Retail”) › cards › item 1 › title', `${picture.path} added`],
    });
    const diff = await repo.draftDiff({ draft: draft.branch });
    if (!diff.ok) throw new Error(diff.message);
    expect(diff.draft).toMatchObject({ name: 'Diff', pages: [retail], pictures: [picture.path] });
    expect(diff.files.map((file) => [file.file, file.kind, file.changes, file.fields])).toEqual([
      [
        retail,
        'page',
        ['Section 2 (card grid) › heading', 'Section 3 (“Ultimate solution for Retail”) › cards › item 1 › title'],
        [heading, cardTitle],
      ],
      [picture.path, 'picture', ['added'], [[]]],
    ]);
    const page = diff.files[0];
    expect(page?.main?.text).toBe(mainText);
    expect(page?.draft?.text).toBe(read.text);
    expect(diff.files[1]).toMatchObject({ main: null, draft: { text: null } });
  });

  it('keeps a save into a draft when the remote cannot be reached, and pushes the draft when the studio syncs', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Offline');
    gitIn(repo.dir, ['remote', 'set-url', 'origin', join(each.fixture().root, 'nowhere.git')]);
    const { text, version } = await editInDraft(repo, draft.branch, heading, 'Made for retail');
    const saved = await repo.saveToDraft({ draft: draft.branch, file: retail, baseVersion: version, text, author: alice });
    expect(saved).toMatchObject({ ok: true, pushed: false, reason: 'unreachable' });
    gitIn(repo.dir, ['remote', 'set-url', 'origin', each.fixture().remote]);
    expect(gitIn(each.fixture().remote, ['rev-parse', draft.branch])).toBe(draft.head);
    expect(await repo.sync()).toMatchObject({ ok: true, pushed: true });
    expect(gitIn(each.fixture().remote, ['rev-parse', draft.branch])).toBe(saved.ok && saved.commit);
  });

  it('brings in a change pushed to the draft’s branch from outside, merged field by field, without touching main’s files', async () => {
    const repo = await open();
    const draft = await started(repo, alice, 'Shared');
    const mine = await editInDraft(repo, draft.branch, heading, 'Made for retail');
    const clone = join(each.fixture().root, 'developer');
    gitIn(each.fixture().root, ['clone', '--quiet', '--branch', draft.branch, each.fixture().remote, clone]);
    writeFileSync(join(clone, retail), readFileSync(join(clone, retail), 'utf8').replace('label: Retail\n', 'label: Retail stores\n'));
    gitIn(clone, ['-c', 'user.name=Dana Developer', '-c', 'user.email=dana@example.com', 'commit', '--quiet', '-am', 'Label']);
    gitIn(clone, ['push', '--quiet', 'origin', draft.branch]);
    const saved = await repo.saveToDraft({ draft: draft.branch, file: retail, baseVersion: mine.version, text: mine.text, author: alice });
    expect(saved).toMatchObject({ ok: true, pushed: true });
    const text = gitIn(each.fixture().remote, ['cat-file', 'blob', `${draft.branch}:${retail}`]);
    expect(text).toContain('label: Retail stores\n');
    expect(text).toContain('heading: Made for retail\n');
    expect(gitIn(each.fixture().remote, ['log', '--format=%an', '-2', draft.branch])).toBe('Alice Author\nDana Developer');
    expect(gitIn(repo.dir, ['status', '--porcelain'])).toBe('');
    expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(remoteText(each.fixture(), retail));
  });

  it('names drafts apart, refuses a name without letters, and deletes a draft here and on the remote', async () => {
    const repo = await open();
    const first = await started(repo, alice, 'Été 2027!');
    const second = await started(repo, alice, 'ete 2027');
    expect([first.branch, second.branch]).toEqual(['studio/alice-author/ete-2027', 'studio/alice-author/ete-2027-2']);
    expect(await repo.startDraft({ author: alice, name: ' !? ' })).toMatchObject({ ok: false, status: 400, error: 'bad-name' });
    expect(gitIn(each.fixture().remote, ['for-each-ref', '--format=%(refname)', 'refs/heads/studio/'])).toBe(
      `refs/heads/${first.branch}\nrefs/heads/${second.branch}`,
    );
    expect(await repo.deleteDraft({ draft: first.branch })).toEqual({ ok: true, pushed: true });
    expect((await repo.listDrafts()).map((draft) => draft.branch)).toEqual([second.branch]);
    expect(gitIn(each.fixture().remote, ['for-each-ref', '--format=%(refname)', 'refs/heads/studio/'])).toBe(`refs/heads/${second.branch}`);
    for (const draft of [first.branch, 'main', '--all', 'studio/../main'])
      expect(await repo.readInDraft({ draft, file: retail })).toMatchObject({ ok: false, status: 404, error: 'not-found' });
    // Deleted while the remote cannot be reached, the remote keeps the branch: its name is not given to a new draft.
    gitIn(repo.dir, ['remote', 'set-url', 'origin', join(each.fixture().root, 'nowhere.git')]);
    expect(await repo.deleteDraft({ draft: second.branch })).toMatchObject({ ok: true, pushed: false, reason: 'unreachable' });
    expect(await repo.listDrafts()).toEqual([]);
    const again = [await started(repo, alice, 'Ete 2027'), await started(repo, alice, 'Ete 2027')];
    expect(again.map((draft) => draft.branch)).toEqual([first.branch, 'studio/alice-author/ete-2027-3']);
  });
});
