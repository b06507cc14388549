import { applyEdit, type PathKey, type PlainValue } from '../../document/index.ts';
import type { FieldConflict, SaveConflict } from '../../server/api-types.ts';

/** Which version of a field the author keeps. */
export type Choice = 'mine' | 'theirs';

/** A field's value as the dialog shows it: text as written, anything else as indented data. */
export function valueWords(value: PlainValue | undefined): string {
  if (value === undefined) return '(removed)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value, null, 2);
}

const setTo = (text: string, path: readonly PathKey[], value: PlainValue | undefined) =>
  value === undefined ? applyEdit(text, { op: 'removeField', path }) : applyEdit(text, { op: 'setField', path, value });

/**
 * The text to save once the author chose: the saved version with their other changes already
 * made (`merged`), and their own value put back in each field they kept. An error names the
 * field the edit model could not change.
 */
export function chosenText(conflict: SaveConflict, choices: readonly Choice[]): { ok: true; text: string } | { ok: false; message: string } {
  let text = conflict.merged;
  for (const [index, field] of conflict.fields.entries()) {
    if (choices[index] !== 'mine') continue;
    const result = setTo(text, field.path, field.mine);
    if (!result.ok) return { ok: false, message: `Your version of ${field.name} could not be put back (${result.error.message}) — choose theirs, save, and make the change again.` };
    text = result.text;
  }
  return { ok: true, text };
}

export const fieldKey = (field: FieldConflict): string => field.path.join('.');
