import { applyEdit, type DataPath, type EditResult, type PlainValue } from '../../../document/index.ts';
import { readText } from '../../../document/reading/source.ts';
import { sameData } from '../../../document/values.ts';
import { fieldChanges, isListChange, isPlain, type FieldChange, type ListChange } from './field-changes.ts';
import { recentValues } from '../../../document/reading/recent-values.ts';

/** The merged text, or the fields (data paths, in the author's version) that both sides changed. */
export type MergeResult = { ok: true; text: string } | { ok: false; fields: DataPath[] };

const isPrefix = (short: DataPath, long: DataPath): boolean =>
  short.length <= long.length && short.every((key, index) => key === long[index]);
const samePath = (a: DataPath, b: DataPath): boolean => a.length === b.length && isPrefix(a, b);

/** The same change on both sides (where a new field goes among the others aside). */
const sameChange = (a: FieldChange, b: FieldChange): boolean => sameData({ ...a, order: [] }, { ...b, order: [] });

/** Whether a list change takes out the item at `index` (so nothing inside it can be kept). */
const deletes = (change: ListChange, index: unknown): boolean =>
  change.kind === 'delete' && typeof index === 'number' && index >= change.index && index < change.index + change.count;

/** Where the item at base position `index` stands once `change` is made. */
function shifted(change: ListChange, index: number): number {
  if (change.kind === 'insert') return index >= change.index ? index + change.items.length : index;
  if (change.kind === 'delete') return index >= change.index + change.count ? index - change.count : index;
  if (index === change.from) return change.to;
  if (change.from < change.to && index > change.from && index <= change.to) return index - 1;
  if (change.to < change.from && index >= change.to && index < change.from) return index + 1;
  return index;
}

/**
 * Whether the author's change `yours` and another person's `theirs` (both in the base's
 * positions) touch the same data. The rule: a field changed on both sides, or a group or list
 * on one side and anything inside it on the other, is a conflict; so are two changes to the
 * length or order of the same list, and a change inside an item the other side took out. An
 * item added, removed or moved on one side and a field changed inside another item (or the same
 * moved item) on the other side are disjoint: positions are shifted to match.
 */
function overlaps(yours: FieldChange, theirs: FieldChange): boolean {
  const a = yours.path;
  const b = theirs.path;
  if (isListChange(theirs)) {
    if (isListChange(yours) && samePath(a, b)) return true;
    if (isPrefix(a, b)) return !isListChange(yours) || (a.length < b.length && deletes(yours, b[a.length]));
    return b.length < a.length && isPrefix(b, a) && deletes(theirs, a[b.length]);
  }
  if (isListChange(yours)) {
    if (isPrefix(b, a)) return true;
    return isPrefix(a, b) && deletes(yours, b[a.length]);
  }
  return isPrefix(a, b) || isPrefix(b, a);
}

/** A path in the base's positions moved to the positions of a text with `changes` made. */
export function positionAfter(basePath: DataPath, changes: readonly FieldChange[]): DataPath {
  const listChanges = changes.filter(isListChange).sort((x, y) => y.path.length - x.path.length);
  let path = [...basePath];
  for (const list of listChanges) {
    const index = path[list.path.length];
    if (list.path.length < path.length && isPrefix(list.path, path) && typeof index === 'number') {
      path = [...path.slice(0, list.path.length), shifted(list, index), ...path.slice(list.path.length + 1)];
    }
  }
  return path;
}

/** The author's change moved to the positions of the other side's text (its list changes made). */
const rebased = (change: FieldChange, theirs: readonly FieldChange[]): FieldChange => ({
  ...change,
  path: positionAfter(change.path, theirs),
});

const chain = (text: string, steps: readonly ((text: string) => EditResult)[]): EditResult =>
  steps.reduce<EditResult>((result, step) => (result.ok ? step(result.text) : result), { ok: true, text });

/** Makes one change to a text with the studio's edit model, keeping every other byte. */
function applyChange(text: string, change: FieldChange): EditResult {
  const { path } = change;
  switch (change.kind) {
    case 'set':
      return applyEdit(text, { op: 'setScalar', path, value: change.value });
    case 'add':
      return applyEdit(text, { op: 'setField', path, value: change.value, order: change.order });
    case 'remove':
      return applyEdit(text, { op: 'removeField', path });
    case 'replace': {
      const last = path.at(-1);
      const parent = path.slice(0, -1);
      const value: PlainValue = change.value;
      if (last === undefined) return { ok: false, error: { code: 'unsupported', message: 'The whole page was rewritten.' } };
      if (typeof last === 'number') {
        return chain(text, [
          (t) => applyEdit(t, { op: 'removeItem', path: parent, index: last }),
          (t) => applyEdit(t, { op: 'insertItem', path: parent, index: last, value }),
        ]);
      }
      return chain(text, [
        (t) => applyEdit(t, { op: 'removeField', path }),
        (t) => applyEdit(t, { op: 'setField', path, value, order: change.order }),
      ]);
    }
    case 'insert':
      return chain(
        text,
        change.items.map((value, offset) => (t: string) => applyEdit(t, { op: 'insertItem', path, index: change.index + offset, value })),
      );
    case 'delete':
      return chain(
        text,
        Array.from({ length: change.count }, () => (t: string) => applyEdit(t, { op: 'removeItem', path, index: change.index })),
      );
    case 'move':
      return applyEdit(text, { op: 'moveItem', path, from: change.from, to: change.to });
  }
}

// The saves of a batch read the same texts again and again (an author's version, the page as the
// save before left it, the text sent): each is parsed once. The most recently read are kept.
const parsedTexts = recentValues<PlainValue | undefined>(100);

/** A page's data, when its text reads as one YAML document of plain data (never to be changed: it is shared). */
export function pageData(text: string): PlainValue | undefined {
  const known = parsedTexts.get(text);
  if (known !== undefined) return known.value;
  const read = readText(text);
  const data = read.ok && isPlain(read.data) ? read.data : undefined;
  parsedTexts.set(text, data);
  return data;
}

/** For a field both sides changed (in the base's positions): whose value to keep, when someone chose. */
export type MergeChoice = (path: DataPath) => 'yours' | 'theirs' | undefined;

/**
 * Merges an author's version of a page (`yours`) with another saved since (`theirs`), both made
 * from `base`: the author's changes are made on the other text, field by field, with the edit
 * model, so everything the author did not change stays byte for byte as the other side has it.
 * `choose` settles fields both changed (a publisher's choices): `theirs` keeps the other text's
 * value, `yours` makes the author's change on it anyway.
 */
export function mergeTexts(base: string, yours: string, theirs: string, choose?: MergeChoice): MergeResult {
  if (yours === base || yours === theirs) return { ok: true, text: theirs };
  if (theirs === base) return { ok: true, text: yours };
  const baseData = pageData(base);
  const yoursData = pageData(yours);
  const theirsData = pageData(theirs);
  if (baseData === undefined || yoursData === undefined || theirsData === undefined) return { ok: false, fields: [[]] };
  const mine = fieldChanges(baseData, yoursData);
  const other = fieldChanges(baseData, theirsData);
  const fields: DataPath[] = [];
  const toMake: FieldChange[] = [];
  for (const change of mine) {
    if (other.some((made) => sameChange(made, change))) continue;
    const choice = other.some((made) => overlaps(change, made)) ? (choose?.(change.path) ?? 'none') : 'yours';
    if (choice === 'none') fields.push(change.path);
    else if (choice === 'yours') toMake.push(rebased(change, other));
  }
  if (fields.length > 0) return { ok: false, fields };
  // Changes inside items first, in the base's positions; then the lists' own changes, the
  // deepest first, so a list's change never shifts the positions another change relies on.
  const ordered = [
    ...toMake.filter((change) => !isListChange(change)),
    ...toMake.filter(isListChange).sort((a, b) => b.path.length - a.path.length),
  ];
  let text = theirs;
  for (const change of ordered) {
    const result = applyChange(text, change);
    if (!result.ok) return { ok: false, fields: [change.path] };
    text = result.text;
  }
  return { ok: true, text };
}
