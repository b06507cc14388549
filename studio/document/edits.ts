import type { DataPath, PlainValue, ScalarValue } from './values.ts';

/**
 * One change to a page, addressed by data path. List positions count from 0; `moveItem`'s `to`
 * is the position the item has once moved. `setField` adds a field that is not written yet,
 * after the last field written, or after the nearest field before it in `order` (the schema's
 * field order) when given.
 */
export type Edit =
  | { op: 'setScalar'; path: DataPath; value: ScalarValue }
  | { op: 'setField'; path: DataPath; value: PlainValue; order?: readonly string[] }
  | { op: 'removeField'; path: DataPath }
  | { op: 'insertItem'; path: DataPath; index: number; value: PlainValue }
  | { op: 'removeItem'; path: DataPath; index: number }
  | { op: 'moveItem'; path: DataPath; from: number; to: number }
  | { op: 'duplicateItem'; path: DataPath; index: number };
