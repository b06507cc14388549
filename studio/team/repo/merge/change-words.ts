import type { DataPath } from '../../../document/index.ts';
import { dataAt } from '../../../document/edits/data-edit.ts';
import type { FieldChange } from './field-changes.ts';

/**
 * A data path in words for a commit message: `sections[2] (card-grid) › cards[0] › heading`.
 * A section is named with its type, read from `data`, so a reader of the history knows which.
 */
export function pathWords(path: DataPath, data: unknown): string {
  if (path.length === 0) return 'the whole page';
  const parts: string[] = [];
  path.forEach((key, index) => {
    if (typeof key === 'number') {
      const last = parts.pop() ?? '';
      const type = path[index - 1] === 'sections' && index === 1 ? dataAt(data, ['sections', key, 'type']) : undefined;
      parts.push(`${last}[${String(key)}]${typeof type === 'string' ? ` (${type})` : ''}`);
    } else parts.push(key);
  });
  return parts.join(' › ');
}

/**
 * What a change did, in one line per field or item. `before` is the data the change's positions
 * refer to; `after` names the items a list gained.
 */
export function changeWords(change: FieldChange, before: unknown, after: unknown): string[] {
  const item = (index: number, data: unknown) => pathWords([...change.path, index], data);
  switch (change.kind) {
    case 'set':
    case 'replace':
      return [pathWords(change.path, before)];
    case 'add':
      return [`${pathWords(change.path, before)} added`];
    case 'remove':
      return [`${pathWords(change.path, before)} removed`];
    case 'insert':
      return change.items.map((_, offset) => `${item(change.index + offset, after)} added`);
    case 'delete':
      return Array.from({ length: change.count }, (_, offset) => `${item(change.index + offset, before)} removed`);
    case 'move':
      return [`${item(change.from, before)} moved to position ${String(change.to)}`];
  }
}
