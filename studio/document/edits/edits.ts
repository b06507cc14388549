import type { Scalar } from 'yaml';
import type { DataPath, PlainValue, ScalarValue } from '../values.ts';

/**
 * How a text was written before a run of typing began (see `scalarStyleAt`): kept where it can
 * hold the new text. Without it, the style the value has now is kept, so a quote the studio had
 * to add for a moment (while "Every " ended in a space) would stay after it is no longer needed.
 */
export type ScalarStyle = Scalar.Type | null;

/**
 * One change to a page, addressed by data path. List positions count from 0; `moveItem`'s `to`
 * is the position the item has once moved. `setField` adds a field that is not written yet,
 * after the last field written, or after the nearest field before it in `order` (the schema's
 * field order) when given. `setScalar`'s `style` is the style to keep (see `ScalarStyle`).
 */
export type Edit =
  | { op: 'setScalar'; path: DataPath; value: ScalarValue; style?: ScalarStyle }
  | { op: 'setField'; path: DataPath; value: PlainValue; order?: readonly string[] }
  | { op: 'removeField'; path: DataPath }
  | { op: 'insertItem'; path: DataPath; index: number; value: PlainValue }
  | { op: 'removeItem'; path: DataPath; index: number }
  | { op: 'moveItem'; path: DataPath; from: number; to: number }
  | { op: 'duplicateItem'; path: DataPath; index: number };
