import type { DataPath, Edit, PlainValue, ScalarValue } from '../../document/index.ts';
import { isScalar } from './json-schema.ts';

/**
 * The edits that put `next` where `current` is written, for a change of kind (text to a group of
 * fields): a value in place where both are single values, else the old one out and the new one in
 * at the same place. Nothing at the form's own top (an empty path).
 */
export function replaceEdits(path: DataPath, current: unknown, next: PlainValue, order: readonly string[] | undefined): Edit[] {
  const key = path.at(-1);
  if (key === undefined) return [];
  if (current === undefined) return [{ op: 'setField', path, value: next, ...(order ? { order } : {}) }];
  if (isScalar(current) && isScalar(next)) return [{ op: 'setScalar', path, value: next }];
  const parent = path.slice(0, -1);
  if (typeof key === 'number') {
    return [
      { op: 'removeItem', path: parent, index: key },
      { op: 'insertItem', path: parent, index: key, value: next },
    ];
  }
  return [
    { op: 'removeField', path },
    { op: 'setField', path, value: next, ...(order ? { order } : {}) },
  ];
}

/** The edit that writes a single value: in place when it is written, else as a new field. */
export function writeEdit(path: DataPath, written: boolean, value: ScalarValue, order: readonly string[] | undefined): Edit {
  return written ? { op: 'setScalar', path, value } : { op: 'setField', path, value, ...(order ? { order } : {}) };
}
