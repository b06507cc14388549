import type { DataPath, Edit, PlainValue } from '../../../document/index.ts';

/** Adds an item at the end: into the list, or as the list's first item when it is not written. */
export function addItemEdit(
  path: DataPath,
  items: readonly unknown[] | undefined,
  value: PlainValue,
  order: readonly string[] | undefined,
): Edit {
  if (items) return { op: 'insertItem', path, index: items.length, value };
  return { op: 'setField', path, value: [value], ...(order ? { order } : {}) };
}

/** Where the items that were open are after an edit, so the same items stay open. */
export function shiftOpen(open: ReadonlySet<number>, edit: Edit): Set<number> {
  const next = new Set<number>();
  for (const index of open) {
    switch (edit.op) {
      case 'moveItem':
        next.add(index === edit.from ? edit.to : moved(index, edit.from, edit.to));
        break;
      case 'removeItem':
        if (index !== edit.index) next.add(index > edit.index ? index - 1 : index);
        break;
      case 'duplicateItem':
        next.add(index > edit.index ? index + 1 : index);
        if (index === edit.index) next.add(index + 1);
        break;
      case 'insertItem':
        next.add(index >= edit.index ? index + 1 : index);
        break;
      default:
        next.add(index);
    }
  }
  return next;
}

/** Where another item goes when one moves from `from` to `to`. */
function moved(index: number, from: number, to: number): number {
  if (from < to && index > from && index <= to) return index - 1;
  if (from > to && index >= to && index < from) return index + 1;
  return index;
}
