import type { DataPath } from '../../../document/index.ts';
import { mergeTexts } from '../merge/field-merge.ts';
import { gitText } from '../git/git.ts';
import { blobBytes, commitObject, entryAt, sameEntry, treeWith, writeBlob, type RepoPlace, type TreeWrite } from '../git/objects.ts';
import { isPagePath } from '../git/paths.ts';
import { filesChanged } from '../git/tree-changes.ts';
import type { Person } from '../types.ts';

/** A commit as the studio makes it again on another base: who wrote it, when, and its message. */
export interface CommitFacts {
  /** The first parent: the branch before the commit. */
  parent: string;
  /** A merge's other parents (a published draft's head); empty for a plain commit. */
  mergedParents: string[];
  author: Person;
  /** Git's raw date form, `1700000000 +0000`. */
  authorDate: string;
  message: string;
}

export async function commitFacts(place: RepoPlace, commit: string): Promise<CommitFacts> {
  const [parents = '', name = '', email = '', authorDate = '', ...message] = (
    await gitText(place.worktree, ['log', '-1', '--date=raw', '--format=%P%x00%an%x00%ae%x00%ad%x00%B', commit])
  ).split('\0');
  const [parent = '', ...mergedParents] = parents.split(' ').filter(Boolean);
  return { parent, mergedParents, author: { name, email }, authorDate, message: `${message.join('\0').trimEnd()}\n` };
}

export type ReplayResult = { ok: true; commit: string } | { ok: false; file: string; fields: DataPath[] };

/**
 * Makes `commit` again on top of `onto` (a rebase of one commit), keeping its author, date and
 * message. Each file it changed is taken as it is where `onto` has the commit's parent's version,
 * and merged field by field (pages only) where `onto` changed it too. A merge (a published draft)
 * is made again as what it changed against its first parent, and keeps its other parents, so the
 * draft's commits stay in the branch's history.
 */
export async function replayCommit(place: RepoPlace, commit: string, onto: string): Promise<ReplayResult> {
  const facts = await commitFacts(place, commit);
  const writes: TreeWrite[] = [];
  for (const file of await filesChanged(place, facts.parent, commit)) {
    const theirs = await entryAt(place, onto, file.path);
    if (sameEntry(theirs, file.after)) continue;
    if (sameEntry(theirs, file.before)) {
      writes.push({ path: file.path, entry: file.after });
      continue;
    }
    const { before, after } = file;
    if (!isPagePath(file.path) || before === null || after === null || theirs === null) return { ok: false, file: file.path, fields: [[]] };
    const text = async (blob: string) => (await blobBytes(place, blob)).toString('utf8');
    const merged = mergeTexts(await text(before.blob), await text(after.blob), await text(theirs.blob));
    if (!merged.ok) return { ok: false, file: file.path, fields: merged.fields };
    writes.push({ path: file.path, entry: { mode: theirs.mode, blob: await writeBlob(place, Buffer.from(merged.text, 'utf8')) } });
  }
  const tree = await treeWith(place, onto, writes);
  return {
    ok: true,
    commit: await commitObject(place, {
      tree,
      parent: onto,
      mergedParents: facts.mergedParents,
      author: facts.author,
      authorDate: facts.authorDate,
      message: facts.message,
    }),
  };
}
