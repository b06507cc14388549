import { dataAt } from '../document/data-edit.ts';
import { applyEdit, type DataPath, type EditResult, type PlainValue } from '../document/index.ts';
import { isPlain } from './repo/field-changes.ts';
import { mergeTexts, type Conflict } from './repo/index.ts';
import { pageData } from './repo/field-merge.ts';
import type { FieldConflict, SaveConflict } from '../server/api-types.ts';

const valueAt = (data: PlainValue | undefined, path: DataPath): PlainValue | undefined => {
  const value = dataAt(data, path);
  return isPlain(value) ? value : undefined;
};

/** The text with the field at `path` as `value` (removed when `value` is undefined). */
const withValue = (text: string, path: DataPath, value: PlainValue | undefined): EditResult =>
  value === undefined ? applyEdit(text, { op: 'removeField', path }) : applyEdit(text, { op: 'setField', path, value });

/**
 * The saved version with every change of the author's that does not clash with it: the author's
 * text with the clashing fields put back as they were, merged field by field. The saved version
 * itself when that cannot be worked out (a text that is not YAML, a whole-file clash).
 */
function mergedWithoutClashes(conflict: Conflict, base: string | null): string {
  const theirs = conflict.theirs.text;
  if (base === null || conflict.fields.some((path) => path.length === 0)) return theirs;
  const baseData = pageData(base);
  let yours = conflict.yours.text;
  for (const path of conflict.fields) {
    const reset = withValue(yours, path, valueAt(baseData, path));
    if (!reset.ok) return theirs;
    yours = reset.text;
  }
  const merged = mergeTexts(base, yours, theirs);
  return merged.ok ? merged.text : theirs;
}

/**
 * What the studio shows for a conflict: each field both people changed with both values, who
 * saved the other version and when, and the text on which the author chooses field by field.
 */
export function conflictView(conflict: Conflict, base: string | null, date: string | null): SaveConflict {
  const mine = pageData(conflict.yours.text);
  const theirs = pageData(conflict.theirs.text);
  const fields = conflict.fields.map((path, index): FieldConflict => {
    const field: FieldConflict = { path: [...path], name: conflict.fieldNames[index] ?? (path.length === 0 ? 'the whole page' : path.join('.')) };
    const mineValue = valueAt(mine, path);
    const theirsValue = valueAt(theirs, path);
    if (mineValue !== undefined) field.mine = mineValue;
    if (theirsValue !== undefined) field.theirs = theirsValue;
    return field;
  });
  return {
    theirs: { name: conflict.theirs.author?.name ?? null, date, version: conflict.theirs.version },
    fields,
    merged: mergedWithoutClashes(conflict, base),
  };
}
