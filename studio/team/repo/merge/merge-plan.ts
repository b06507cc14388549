import type { DataPath, PlainValue } from '../../../document/index.ts';
import { dataAt } from '../../../document/edits/data-edit.ts';
import { pathWords } from './change-words.ts';
import { fieldChanges, isPlain } from './field-changes.ts';
import { mergeTexts, pageData, positionAfter, type MergeChoice } from './field-merge.ts';
import { blobBytes, entryAt, sameEntry, type RepoPlace, type TreeEntry } from '../git/objects.ts';
import { isPagePath } from '../git/paths.ts';
import { filesChanged } from '../git/tree-changes.ts';

/** A field both main and a draft changed since the draft's base, with both values. */
export interface MergeConflict {
  file: string;
  /** The field, in the positions of the draft's base (`[]`: the whole file). */
  path: DataPath;
  /** The field in words, as commit messages name it. */
  name: string;
  /** Main's value and the draft's (`null` where the field is gone; for the whole file, the texts, or `null` for a picture). */
  main: PlainValue | null;
  draft: PlainValue | null;
}

/** A publisher's choice for a field both sides changed: keep main's value or take the draft's. */
export interface MergeChoiceEntry {
  file: string;
  path: DataPath;
  keep: 'main' | 'draft';
}

/** The three commits of a draft's merge: main's head, the draft's head, and the last commit they share. */
export interface MergeHeads {
  main: string;
  draft: string;
  base: string;
}

/** What publishing does to one file the draft changed. */
export type FileOutcome =
  /** Main has it as the draft does already. */
  | { kind: 'keep' }
  /** Main did not change it since the base (or the publisher chose the draft's whole file): the draft's version. */
  | { kind: 'take'; entry: TreeEntry | null }
  /** Both changed it, in different fields: main's text with the draft's changes made on it. */
  | { kind: 'merge'; text: string; mode: string }
  | { kind: 'conflict'; conflicts: MergeConflict[] };

export interface PlannedFile {
  file: string;
  base: TreeEntry | null;
  main: TreeEntry | null;
  draft: TreeEntry | null;
  outcome: FileOutcome;
}

const samePath = (a: DataPath, b: DataPath): boolean => a.length === b.length && a.every((key, index) => key === b[index]);

/** The publisher's choices for one file, as the field merge takes them (the draft is "yours"). */
const choicesFor =
  (file: string, choices: readonly MergeChoiceEntry[]): MergeChoice =>
  (path) => {
    const choice = choices.find((entry) => entry.file === file && samePath(entry.path, path));
    if (choice === undefined) return undefined;
    return choice.keep === 'draft' ? 'yours' : 'theirs';
  };

/** A side's value of a field named in the base's positions, found where that side's own list changes moved it. */
function valueIn(base: PlainValue, side: PlainValue, path: DataPath): PlainValue | null {
  const value = dataAt(side, positionAfter(path, fieldChanges(base, side)));
  return isPlain(value) ? value : null;
}

/** The fields both sides changed, with main's value and the draft's. */
function describeConflicts(file: string, texts: { base: string; main: string; draft: string }, fields: DataPath[]): MergeConflict[] {
  const base = pageData(texts.base);
  const main = pageData(texts.main);
  const draft = pageData(texts.draft);
  return fields.map((path) =>
    base === undefined || main === undefined || draft === undefined || path.length === 0
      ? { file, path: [], name: 'the whole page', main: texts.main, draft: texts.draft }
      : { file, path, name: pathWords(path, base), main: valueIn(base, main, path), draft: valueIn(base, draft, path) },
  );
}

const wholeFile = (file: string, main: string | null, draft: string | null): MergeConflict => ({
  file,
  path: [],
  name: isPagePath(file) ? 'the whole page' : 'the whole picture',
  main,
  draft,
});

async function planFile(
  place: RepoPlace,
  entries: { file: string; base: TreeEntry | null; main: TreeEntry | null; draft: TreeEntry | null },
  choose: MergeChoice,
): Promise<FileOutcome> {
  const { file, base, main, draft } = entries;
  if (sameEntry(main, draft)) return { kind: 'keep' };
  if (sameEntry(main, base)) return { kind: 'take', entry: draft };
  const text = async (entry: TreeEntry | null) => (entry === null ? null : (await blobBytes(place, entry.blob)).toString('utf8'));
  const [baseText, mainText, draftText] = [await text(base), await text(main), await text(draft)];
  const whole = choose([]);
  if (isPagePath(file) && baseText !== null && mainText !== null && draftText !== null && main !== null) {
    const merged = mergeTexts(baseText, draftText, mainText, choose);
    if (merged.ok) return { kind: 'merge', text: merged.text, mode: main.mode };
    const onlyWhole = merged.fields.every((path) => path.length === 0);
    if (onlyWhole && whole === 'yours') return { kind: 'take', entry: draft };
    if (onlyWhole && whole === 'theirs') return { kind: 'keep' };
    return { kind: 'conflict', conflicts: describeConflicts(file, { base: baseText, main: mainText, draft: draftText }, merged.fields) };
  }
  // A picture changed on both sides, or a file made or taken out on one side and changed on the other.
  if (whole === 'yours') return { kind: 'take', entry: draft };
  if (whole === 'theirs') return { kind: 'keep' };
  const page = isPagePath(file);
  return { kind: 'conflict', conflicts: [wholeFile(file, page ? mainText : null, page ? draftText : null)] };
}

/**
 * Works out, file by file, what merging the draft into main does: a three-way merge from the
 * commit they last shared, field by field for pages (the existing field merge, the draft's
 * changes made on main's text). Reads only: nothing is written.
 */
export async function planMerge(place: RepoPlace, heads: MergeHeads, choices: readonly MergeChoiceEntry[] = []): Promise<PlannedFile[]> {
  const planned: PlannedFile[] = [];
  for (const changed of await filesChanged(place, heads.base, heads.draft)) {
    const entries = {
      file: changed.path,
      base: changed.before,
      main: await entryAt(place, heads.main, changed.path),
      draft: changed.after,
    };
    planned.push({ ...entries, outcome: await planFile(place, entries, choicesFor(changed.path, choices)) });
  }
  return planned;
}
