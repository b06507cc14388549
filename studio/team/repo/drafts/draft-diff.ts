import type { DataPath } from '../../../document/index.ts';
import { describeChanges } from '../merge/describe.ts';
import { noSuchDraft } from './draft-branches.ts';
import { movedPages } from './moved-pages.ts';
import type { DraftDiffResult, DraftFileDiff, FileSide } from './draft-types.ts';
import { describeDraft } from './drafts.ts';
import { fieldChanges } from '../merge/field-changes.ts';
import { pageData } from '../merge/field-merge.ts';
import { planWithDraftValues } from './merged-tree.ts';
import { gitText } from '../git/git.ts';
import { blobBytes, entryAt, headCommit, objectIs, type RepoPlace, type TreeEntry } from '../git/objects.ts';
import { isPagePath } from '../git/paths.ts';

async function sideOf(place: RepoPlace, file: string, entry: TreeEntry | null): Promise<FileSide | null> {
  if (entry === null) return null;
  return { version: entry.blob, text: isPagePath(file) ? (await blobBytes(place, entry.blob)).toString('utf8') : null };
}

/** The draft's own changes to a file, in words and as data paths (in the base's positions). */
function changesOf(file: string, base: FileSide | null, draft: FileSide | null): { changes: string[]; fields: DataPath[] } {
  if (draft === null) return { changes: [`${file} removed`], fields: [[]] };
  if (base?.text == null || draft.text === null) return { changes: [base === null ? 'added' : 'changed'], fields: [[]] };
  const before = pageData(base.text);
  const after = pageData(draft.text);
  const fields = before === undefined || after === undefined ? [[]] : fieldChanges(before, after).map((change) => change.path);
  return { changes: describeChanges(base.text, draft.text), fields };
}

/**
 * A page whose file moved shows as one page, not as one taken out and one new: a page file the
 * change adds is paired with one it takes out when the new one answers to the old one's address
 * (its `path`, or one of its `aliases` after a move of the address too). The pair becomes the new
 * file, with the old file's text as before and `movedFrom` naming it.
 */
function withMovedPages(files: DraftFileDiff[]): DraftFileDiff[] {
  const sideText = (file: DraftFileDiff, side: 'main' | 'draft') => {
    const text = file[side]?.text;
    return file.kind === 'page' && file[side === 'main' ? 'draft' : 'main'] === null && text != null ? [{ file: file.file, text }] : [];
  };
  const moves = movedPages(
    files.flatMap((file) => sideText(file, 'main')),
    files.flatMap((file) => sideText(file, 'draft')),
  );
  const oldFiles = new Set(moves.values());
  return files.flatMap((file) => {
    if (oldFiles.has(file.file)) return [];
    const from = files.find((old) => old.file === moves.get(file.file));
    if (from?.main == null || file.draft === null) return [file];
    // What main changed meanwhile in the old file still asks the publisher (each conflict names its own file).
    return [
      {
        ...file,
        main: from.main,
        movedFrom: from.file,
        ...changesOf(file.file, from.main, file.draft),
        conflicts: [...from.conflicts, ...file.conflicts],
      },
    ];
  });
}

/**
 * What a draft changes, file by file, against main as it is now: main's text and the draft's
 * (for a before/after and a YAML diff), the draft's changes by field, and the fields main
 * changed too (what publishing would ask about). Files main already has as the draft does are left out.
 */
export async function draftDiff(main: RepoPlace, branch: string): Promise<DraftDiffResult> {
  const mainHead = await headCommit(main);
  const summary = await describeDraft(main, branch, mainHead);
  if (summary === undefined) return noSuchDraft(branch);
  const heads = { main: mainHead, draft: summary.head, base: summary.base };
  const files: DraftFileDiff[] = [];
  // Where both changed a field, "after" shows the draft's value kept (the publisher may still choose main's).
  const { plan, withDraftValues } = await planWithDraftValues(main, heads);
  const mergedText = (file: string): string | null => {
    const outcome = withDraftValues.find((planned) => planned.file === file)?.outcome;
    return outcome?.kind === 'merge' ? outcome.text : null;
  };
  for (const planned of plan) {
    if (planned.outcome.kind === 'keep') continue;
    const draftSide = await sideOf(main, planned.file, planned.draft);
    files.push({
      file: planned.file,
      kind: isPagePath(planned.file) ? 'page' : 'picture',
      main: await sideOf(main, planned.file, planned.main),
      draft: draftSide,
      ...changesOf(planned.file, await sideOf(main, planned.file, planned.base), draftSide),
      conflicts: planned.outcome.kind === 'conflict' ? planned.outcome.conflicts : [],
      merged:
        planned.outcome.kind === 'merge' ? planned.outcome.text : planned.outcome.kind === 'conflict' ? mergedText(planned.file) : null,
    });
  }
  return { ok: true, draft: summary, files: withMovedPages(files) };
}

/**
 * What a published draft changed, file by file: main before the publish (the merge's first
 * parent) beside main after it. A request keeps showing its pages once its draft is merged.
 */
export async function publishedDiff(main: RepoPlace, merge: string): Promise<DraftFileDiff[] | undefined> {
  if (!/^[0-9a-f]{40,64}$/.test(merge) || !(await objectIs(main, merge, 'commit'))) return undefined;
  const before = await gitText(main.worktree, ['rev-parse', '--verify', '--quiet', `${merge}^1`]).catch(() => '');
  if (before === '') return undefined;
  const changed = (await gitText(main.worktree, ['diff-tree', '-r', '--no-renames', '--name-only', '-z', before, merge]))
    .split('\0')
    .filter((file) => file !== '');
  const files: DraftFileDiff[] = [];
  for (const file of changed) {
    const mainSide = await sideOf(main, file, await entryAt(main, before, file));
    const after = await sideOf(main, file, await entryAt(main, merge, file));
    files.push({
      file,
      kind: isPagePath(file) ? 'page' : 'picture',
      main: mainSide,
      draft: after,
      ...changesOf(file, mainSide, after),
      conflicts: [],
    });
  }
  return withMovedPages(files);
}
