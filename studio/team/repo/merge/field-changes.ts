import type { DataPath, PlainValue, ScalarValue } from '../../../document/index.ts';
import { isPlainGroup, isPlainList, sameData } from '../../../document/values.ts';

/**
 * One change between two versions of a page's data, addressed the way the loader's problems
 * are (`['sections', 2, 'heading']`), in the older version's positions. Lists change item by
 * item, with at most one run of items added or taken out, or by one item moved; anything else
 * rewrites the whole list (`replace`). Changes inside items are made before the list's own.
 */
export type FieldChange =
  | { kind: 'set'; path: DataPath; value: ScalarValue }
  | { kind: 'add'; path: DataPath; value: PlainValue; order: readonly string[] }
  | { kind: 'remove'; path: DataPath }
  | { kind: 'replace'; path: DataPath; value: PlainValue; order: readonly string[] }
  | { kind: 'insert'; path: DataPath; index: number; items: readonly PlainValue[] }
  | { kind: 'delete'; path: DataPath; index: number; count: number }
  | { kind: 'move'; path: DataPath; from: number; to: number };

/** A change to a list's length or order: the positions of the items after it shift. */
export type ListChange = Extract<FieldChange, { kind: 'insert' | 'delete' | 'move' }>;

export const isListChange = (change: FieldChange): change is ListChange =>
  change.kind === 'insert' || change.kind === 'delete' || change.kind === 'move';

export const isScalar = (value: unknown): value is ScalarValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Whether parsed YAML is plain data (what the edit model can write back). */
export function isPlain(value: unknown): value is PlainValue {
  if (isScalar(value)) return true;
  if (isPlainList(value)) return value.every(isPlain);
  return isPlainGroup(value) && Object.values(value).every(isPlain);
}

// Finding one moved item tries every pair of positions, and a run of added items every position:
// bounded so a long list stays quick (it is then compared as a whole).
const longestListForRuns = 300;
const longestListForMoves = 60;

function movedItem(base: readonly PlainValue[], next: readonly PlainValue[]): { from: number; to: number } | undefined {
  if (base.length > longestListForMoves) return undefined;
  for (let from = 0; from < base.length; from += 1) {
    for (let to = 0; to < base.length; to += 1) {
      if (from === to) continue;
      const moved = [...base];
      moved.splice(to, 0, ...moved.splice(from, 1));
      if (sameData(moved, next)) return { from, to };
    }
  }
  return undefined;
}

/**
 * Lines up a list with a longer or shorter version of it, with one run of items added (or taken
 * out) at the position where the fewest other items differ: the items on both sides of the run
 * are compared item by item. `undefined` when no position leaves at least half of them the same.
 */
function alignRun(base: readonly PlainValue[], next: readonly PlainValue[]): { at: number; pairs: [number, number][] } | undefined {
  const added = next.length - base.length;
  const shorter = Math.min(base.length, next.length);
  if (shorter > longestListForRuns) return undefined;
  let best: { at: number; pairs: [number, number][]; differing: number } | undefined;
  for (let at = 0; at <= shorter; at += 1) {
    const pairs: [number, number][] = [];
    for (let index = 0; index < shorter; index += 1) {
      const shifted = index < at ? index : index + Math.abs(added);
      pairs.push(added > 0 ? [index, shifted] : [shifted, index]);
    }
    const differing = pairs.filter(([from, to]) => !sameData(base[from], next[to])).length;
    if (best === undefined || differing < best.differing) best = { at, pairs, differing };
  }
  return best && best.differing * 2 <= best.pairs.length ? best : undefined;
}

function listChanges(
  base: readonly PlainValue[],
  next: readonly PlainValue[],
  path: DataPath,
  order: readonly string[],
  out: FieldChange[],
): void {
  if (base.length === next.length) {
    const differing = base.filter((item, index) => !sameData(item, next[index])).length;
    const move = differing > 1 ? movedItem(base, next) : undefined;
    if (move) out.push({ kind: 'move', path, ...move });
    else base.forEach((item, index) => collect(item, next[index] ?? null, [...path, index], [], out));
    return;
  }
  const run = alignRun(base, next);
  if (run === undefined) {
    out.push({ kind: 'replace', path, value: next, order });
    return;
  }
  for (const [from, to] of run.pairs) collect(base[from] ?? null, next[to] ?? null, [...path, from], [], out);
  const count = Math.abs(next.length - base.length);
  if (next.length > base.length) out.push({ kind: 'insert', path, index: run.at, items: next.slice(run.at, run.at + count) });
  else out.push({ kind: 'delete', path, index: run.at, count });
}

function collect(base: PlainValue, next: PlainValue, path: DataPath, order: readonly string[], out: FieldChange[]): void {
  if (sameData(base, next)) return;
  if (isPlainGroup(base) && isPlainGroup(next)) {
    const keys = Object.keys(next);
    for (const key of Object.keys(base)) if (!Object.hasOwn(next, key)) out.push({ kind: 'remove', path: [...path, key] });
    for (const key of keys) {
      const value = next[key] ?? null;
      const before = base[key];
      if (before === undefined || !Object.hasOwn(base, key)) out.push({ kind: 'add', path: [...path, key], value, order: keys });
      else collect(before, value, [...path, key], keys, out);
    }
  } else if (isPlainList(base) && isPlainList(next)) listChanges(base, next, path, order, out);
  else if (isScalar(base) && isScalar(next)) out.push({ kind: 'set', path, value: next });
  else out.push({ kind: 'replace', path, value: next, order });
}

/** Every change from `base` to `next`, field by field, in `base`'s positions. */
export function fieldChanges(base: PlainValue, next: PlainValue): FieldChange[] {
  const out: FieldChange[] = [];
  collect(base, next, [], [], out);
  return out;
}
