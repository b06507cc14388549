import type { DataPath } from '../../document/index.ts';
import { describeChanges } from './describe.ts';
import { draftBase, findDraft } from './draft-branches.ts';
import { readDraftFacts } from './draft-facts.ts';
import type { DraftDiffResult, DraftFileDiff, FileSide } from './draft-types.ts';
import { describeDraft } from './drafts.ts';
import { fieldChanges } from './field-changes.ts';
import { pageData } from './field-merge.ts';
import { planMerge } from './merge-plan.ts';
import { blobBytes, headCommit, type RepoPlace, type TreeEntry } from './objects.ts';
import { isPagePath } from './paths.ts';

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
 * What a draft changes, file by file, against main as it is now: main's text and the draft's
 * (for a before/after and a YAML diff), the draft's changes by field, and the fields main
 * changed too (what publishing would ask about). Files main already has as the draft does are left out.
 */
export async function draftDiff(main: RepoPlace, branch: string): Promise<DraftDiffResult> {
  const draft = await findDraft(main, branch);
  if ('ok' in draft) return draft;
  const heads = { main: await headCommit(main), draft: await headCommit(draft), base: await draftBase(main, draft) };
  const files: DraftFileDiff[] = [];
  for (const planned of await planMerge(main, heads)) {
    if (planned.outcome.kind === 'keep') continue;
    const draftSide = await sideOf(main, planned.file, planned.draft);
    files.push({
      file: planned.file,
      kind: isPagePath(planned.file) ? 'page' : 'picture',
      main: await sideOf(main, planned.file, planned.main),
      draft: draftSide,
      ...changesOf(planned.file, await sideOf(main, planned.file, planned.base), draftSide),
      conflicts: planned.outcome.kind === 'conflict' ? planned.outcome.conflicts : [],
    });
  }
  const summary = await describeDraft(main, branch, (await readDraftFacts(main)).get(branch));
  return { ok: true, draft: summary, files };
}
