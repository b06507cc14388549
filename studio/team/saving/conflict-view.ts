import { dataAt } from '../../document/edits/data-edit.ts';
import { applyEdit, type DataPath, type EditResult, type PlainValue, type ScalarValue } from '../../document/index.ts';
import { type Conflict, isPlain, mergeTexts, pageData } from '../repo/index.ts';
import type { FieldConflict, SaveConflict } from '../../api/contract/studio-api.ts';

const valueAt = (data: PlainValue | undefined, path: DataPath): PlainValue | undefined => {
  const value = dataAt(data, path);
  return isPlain(value) ? value : undefined;
};

const isScalar = (value: PlainValue | undefined): value is ScalarValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The text with `value` where `current` is written at `path`: in place for a single value, else taken out and written anew. */
function withValue(text: string, path: DataPath, current: PlainValue | undefined, value: PlainValue | undefined): EditResult {
  const key = path.at(-1);
  const parent = path.slice(0, -1);
  if (key === undefined) return { ok: false, error: { code: 'unsupported', message: 'the whole page cannot be set back field by field' } };
  if (isScalar(value) && isScalar(current)) {
    return applyEdit(text, { op: 'setScalar', path, value });
  }
  let result: EditResult = { ok: true, text };
  if (current !== undefined)
    result =
      typeof key === 'number'
        ? applyEdit(text, { op: 'removeItem', path: parent, index: key })
        : applyEdit(text, { op: 'removeField', path });
  if (!result.ok || value === undefined) return result;
  return typeof key === 'number'
    ? applyEdit(result.text, { op: 'insertItem', path: parent, index: key, value })
    : applyEdit(result.text, { op: 'setField', path, value });
}

/**
 * The saved version with every change of the author's that does not clash with it: the author's
 * text with the clashing fields put back as they were, merged field by field. The saved version
 * itself when that cannot be worked out (a text that is not YAML, a whole-file clash).
 */
function mergedWithoutClashes(conflict: Conflict, base: string | null): string {
  const theirs = conflict.theirs.text;
  if (base === null || conflict.fields.some((path) => path.length === 0)) return theirs;
  const baseData = pageData(base);
  const yoursData = pageData(conflict.yours.text);
  let yours = conflict.yours.text;
  for (const path of conflict.fields) {
    const reset = withValue(yours, path, valueAt(yoursData, path), valueAt(baseData, path));
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
    const field: FieldConflict = {
      path: [...path],
      name: conflict.fieldNames[index] ?? (path.length === 0 ? 'the whole page' : path.join('.')),
    };
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
