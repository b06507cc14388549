import type { DataPath } from '../../../document/index.ts';
import { placeWords } from '../../../document/place-words.ts';
import type { FieldChange } from './field-changes.ts';

/**
 * A data path in words for a commit message, a conflict or the request screen, as the problems
 * panel says it: `Section 3 (“Our Products”) › cards › item 1 › heading` (see `placeWords`).
 */
export const pathWords = (path: DataPath, data: unknown): string => placeWords(path, data);

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
      return [`${item(change.from, before)} moved to position ${String(change.to + 1)}`];
  }
}
