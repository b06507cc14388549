import { draftBase, findDraft } from './draft-branches.ts';
import { headCommit, treeWith, writeBlob, type RepoPlace, type TreeWrite } from './objects.ts';
import { planMerge, type MergeHeads, type PlannedFile } from './merge-plan.ts';
import type { RepoRefusal } from './types.ts';

/**
 * The merge of a draft as publishing would make it if the publisher kept the draft's value on
 * every field both sides changed: what a change request shows as "after" until the publisher
 * chooses. Returns the plan with no choices (its conflicts are what publishing will ask about)
 * and the plan with the draft's values chosen (empty when nothing conflicts).
 */
export async function planWithDraftValues(
  main: RepoPlace,
  heads: MergeHeads,
): Promise<{ plan: PlannedFile[]; withDraftValues: PlannedFile[] }> {
  const plan = await planMerge(main, heads);
  const draftValues = plan.flatMap((planned) =>
    planned.outcome.kind === 'conflict'
      ? planned.outcome.conflicts
          .filter((conflict) => conflict.path.length > 0)
          .map((conflict) => ({ file: conflict.file, path: conflict.path, keep: 'draft' as const }))
      : [],
  );
  return { plan, withDraftValues: draftValues.length === 0 ? [] : await planMerge(main, heads, draftValues) };
}

/**
 * The tree publishing the draft would give main now (the draft's values where both changed a
 * field; the draft's file where a whole file conflicts): main's head with the draft's changes
 * made on it. Written as Git objects only (no commit, no branch moves); a tree's id depends on
 * its content alone, so the same main and draft give the same id, and the site built from it
 * can be kept by that id.
 */
export async function mergedTree(main: RepoPlace, branch: string): Promise<{ ok: true; tree: string } | RepoRefusal> {
  const draft = await findDraft(main, branch);
  if ('ok' in draft) return draft;
  const heads = { main: await headCommit(main), draft: await headCommit(draft), base: await draftBase(main, draft) };
  const { plan, withDraftValues } = await planWithDraftValues(main, heads);
  const writes: TreeWrite[] = [];
  for (const planned of plan) {
    const outcome = withDraftValues.find((chosen) => chosen.file === planned.file)?.outcome ?? planned.outcome;
    if (outcome.kind === 'take') writes.push({ path: planned.file, entry: outcome.entry });
    else if (outcome.kind === 'merge')
      writes.push({ path: planned.file, entry: { mode: outcome.mode, blob: await writeBlob(main, Buffer.from(outcome.text, 'utf8')) } });
    else if (outcome.kind === 'conflict') writes.push({ path: planned.file, entry: planned.draft });
  }
  return { ok: true, tree: await treeWith(main, heads.main, writes) };
}
