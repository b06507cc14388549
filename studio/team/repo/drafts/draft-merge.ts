import { awaitPush } from '../sync/awaiting-push.ts';
import { draftBase, findDraft } from './draft-branches.ts';
import { readDraftFacts } from './draft-facts.ts';
import type { MergeConflict, MergeDraftRequest, MergeDraftResult } from './draft-types.ts';
import { commitMessage, pageTitleOf } from '../merge/describe.ts';
import { git } from '../git/git.ts';
import { blobBytes, commitObject, headCommit, moveBranch, treeWith, writeBlob, type RepoPlace, type TreeWrite } from '../git/objects.ts';
import { isPagePath } from '../git/paths.ts';
import { planMerge, type PlannedFile } from '../merge/merge-plan.ts';
import { publishWith } from '../sync/push-queue.ts';
import { inTurn } from '../git/queue.ts';
import { pull } from '../sync/remote.ts';
import { checkAuthor } from '../commits/save.ts';
import type { ParkedCommit } from '../types.ts';
import { updateWorktree } from '../git/worktree.ts';

/** A merge made on main in the clone, not yet pushed; or the fields that stopped it. */
type LocalMerge =
  | { ok: true; commit: string | null; files: string[]; parked: ParkedCommit[] }
  | { ok: false; status: 409; conflicts: MergeConflict[] };

/** Main's new tree entry for each file the publish changes (merged pages are written as blobs now). */
async function writesOf(place: RepoPlace, planned: readonly PlannedFile[]): Promise<TreeWrite[]> {
  const writes: TreeWrite[] = [];
  for (const { file, outcome } of planned) {
    if (outcome.kind === 'take') writes.push({ path: file, entry: outcome.entry });
    if (outcome.kind === 'merge')
      writes.push({ path: file, entry: { mode: outcome.mode, blob: await writeBlob(place, Buffer.from(outcome.text, 'utf8')) } });
  }
  return writes;
}

/** "Publish <draft name>", then one line per page (its title and file) and per picture. */
async function publishMessage(place: RepoPlace, name: string, writes: readonly TreeWrite[]): Promise<string> {
  const lines: string[] = [];
  for (const { path, entry } of writes) {
    if (entry === null) lines.push(`${path} removed`);
    else if (isPagePath(path)) lines.push(`${pageTitleOf((await blobBytes(place, entry.blob)).toString('utf8'), path)} (${path})`);
    else lines.push(path);
  }
  return commitMessage(`Publish ${name}`, lines);
}

/**
 * Merges the draft into main in the clone's queue. The remote's main is brought in first, so the
 * merge is made on the latest. The merge is built from objects alone (blobs, a tree through a
 * temporary index, a commit whose parents are main's head and the draft's head) and becomes real
 * when main's ref moves from the head it was made on (`update-ref <ref> <new> <old>`): a crash
 * leaves main before the publish or after it, never between.
 */
async function mergeLocally(main: RepoPlace, draft: RepoPlace, request: MergeDraftRequest): Promise<LocalMerge> {
  const pulled = await pull(main);
  const mainHead = await headCommit(main);
  const draftHead = await headCommit(draft);
  const isPublished = (await git(main.worktree, ['merge-base', '--is-ancestor', draftHead, mainHead])).code === 0;
  if (isPublished) return { ok: true, commit: null, files: [], parked: pulled.parked };
  const planned = await planMerge(main, { main: mainHead, draft: draftHead, base: await draftBase(main, draft) }, request.choices);
  const conflicts = planned.flatMap(({ outcome }) => (outcome.kind === 'conflict' ? outcome.conflicts : []));
  if (conflicts.length > 0) return { ok: false, status: 409, conflicts };
  const writes = await writesOf(main, planned);
  const facts = (await readDraftFacts(main)).get(draft.branch);
  const name = facts?.name ?? draft.branch;
  const commit = await commitObject(main, {
    tree: await treeWith(main, mainHead, writes),
    parent: mainHead,
    mergedParents: [draftHead],
    author: request.publisher,
    message: await publishMessage(main, name, writes),
  });
  if (!(await moveBranch(main, mainHead, commit, `studio: publish ${draft.branch}`)))
    throw new Error('The branch moved during a publish: only one studio may use this repository.');
  await updateWorktree(main, mainHead, commit);
  awaitPush(main, [commit]);
  return { ok: true, commit, files: writes.map((write) => write.path), parked: pulled.parked };
}

/**
 * Publishes a draft: merges it into main (see `mergeLocally`) and pushes main. Fields both sides
 * changed are answered with both values, and nothing changes, unless `choices` settles them.
 * Should the remote's main move between the merge and its push and touch the same fields, the
 * merge is dropped and made again on the remote's main once, which then answers those fields.
 */
export async function mergeDraft(main: RepoPlace, request: MergeDraftRequest): Promise<MergeDraftResult> {
  const refusal = checkAuthor(request.publisher);
  if (refusal) return refusal;
  const draft = await findDraft(main, request.draft);
  if ('ok' in draft) return draft;
  // Each round is one merge and its push; a merge the remote's new changes overlap is made again on them.
  for (let round = 0; round < 5; round += 1) {
    const merged = await inTurn(main.worktree, () => mergeLocally(main, draft, request));
    if (!merged.ok) return merged;
    const publication = await publishWith(main, merged.commit);
    const parked = [...merged.parked, ...publication.parked];
    if (merged.commit === null) return { ...merged, parked, ...publication.state };
    if (!publication.conflicts.has(merged.commit)) {
      const commit = publication.own.get(merged.commit) ?? merged.commit;
      return { ok: true, commit, files: merged.files, parked, ...publication.state };
    }
  }
  throw new Error(`The remote's main kept changing while ${draft.branch} was being published.`);
}
