import { draftBase, findDraft } from './draft-branches.ts';
import { isPageFile } from '../../../../schema/content/page-files.ts';
import { gitText } from '../git/git.ts';
import { headCommit, readObjects, treeWith, writeBlob, type RepoPlace, type TreeWrite } from '../git/objects.ts';
import { planMerge, type MergeHeads, type PlannedFile } from '../merge/merge-plan.ts';
import { recentValues } from '../../../document/reading/recent-values.ts';
import type { RepoRefusal } from '../types.ts';

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

/** The merged tree of the heads (main's and a draft's) asked about lately, by clone: the tree is written in that clone only. */
const treeOfHeads = recentValues<string>(8);

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
  const mainHead = await headCommit(main);
  const draftHead = await headCommit(draft);
  // The same two heads always make the same tree: the studio asks on every check while a draft is open.
  const key = `${main.worktree} ${mainHead} ${draftHead}`;
  const known = treeOfHeads.get(key);
  if (known !== undefined) return { ok: true, tree: known.value };
  const heads = { main: mainHead, draft: draftHead, base: await draftBase(main, draft) };
  const { plan, withDraftValues } = await planWithDraftValues(main, heads);
  const writes: TreeWrite[] = [];
  for (const planned of plan) {
    const outcome = withDraftValues.find((chosen) => chosen.file === planned.file)?.outcome ?? planned.outcome;
    if (outcome.kind === 'take') writes.push({ path: planned.file, entry: outcome.entry });
    else if (outcome.kind === 'merge')
      writes.push({ path: planned.file, entry: { mode: outcome.mode, blob: await writeBlob(main, Buffer.from(outcome.text, 'utf8')) } });
    else if (outcome.kind === 'conflict') writes.push({ path: planned.file, entry: planned.draft });
  }
  const tree = await treeWith(main, heads.main, writes);
  treeOfHeads.set(key, tree);
  return { ok: true, tree };
}

/** A page file of a tree: its path in the repository (`pages/…`) and its bytes. */
export interface TreePageFile {
  path: string;
  bytes: Uint8Array;
}

/** The page files of the trees read lately, by clone and tree id: a tree never changes, so neither do they. */
const pagesOfTree = recentValues<TreePageFile[]>(8);

/**
 * Every page file under pages/ (site.yaml among them) as publishing the draft would leave main:
 * what the studio lists, and checks links against, while the draft is open. A page made in the
 * draft is among them; one it removed is not.
 */
export async function pagesInDraft(main: RepoPlace, branch: string): Promise<{ ok: true; files: TreePageFile[] } | RepoRefusal> {
  const merged = await mergedTree(main, branch);
  if (!merged.ok) return merged;
  const key = `${main.worktree} ${merged.tree}`;
  const known = pagesOfTree.get(key);
  if (known !== undefined) return { ok: true, files: known.value };
  const listing = await gitText(main.worktree, ['ls-tree', '-r', '-z', '--full-tree', merged.tree, '--', 'pages']);
  const blobs = listing
    .split('\0')
    .map((line) => /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(line))
    .flatMap((match) =>
      match?.[1] !== undefined && match[2] !== undefined && isPageFile(match[2]) ? [{ blob: match[1], path: match[2] }] : [],
    )
    .sort((a, b) => a.path.localeCompare(b.path));
  const objects = await readObjects(
    main.worktree,
    blobs.map(({ blob }) => blob),
  );
  const files = blobs.flatMap(({ path }, index) => {
    const object = objects[index];
    return object === null || object === undefined ? [] : [{ path, bytes: object.bytes }];
  });
  pagesOfTree.set(key, files);
  return { ok: true, files };
}
