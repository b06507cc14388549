import type { SxProps, Theme } from '@mui/material';
import { applyEdit, type EditResult, type PathKey, type PlainValue } from '../../document/index.ts';
import type { FieldConflict, SaveConflict } from '../../api/contract/studio-api.ts';
import { replaceEdits } from '../form/replace-value.ts';

/** Which version of a field the author keeps. */
export type Choice = 'mine' | 'theirs';

/** A field's value as the dialog shows it: text as written, anything else as indented data. */
export function valueWords(value: unknown): string {
  if (value === undefined) return '(removed)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value, null, 2);
}

/** The text with `value` where `current` is written at `path` (taken out when `value` is undefined). */
function setTo(text: string, path: readonly PathKey[], current: PlainValue | undefined, value: PlainValue | undefined): EditResult {
  if (value === undefined) {
    if (current === undefined) return { ok: true, text };
    const key = path.at(-1);
    return typeof key === 'number'
      ? applyEdit(text, { op: 'removeItem', path: path.slice(0, -1), index: key })
      : applyEdit(text, { op: 'removeField', path });
  }
  let result: EditResult = { ok: true, text };
  for (const edit of replaceEdits(path, current, value, undefined)) {
    if (!result.ok) break;
    result = applyEdit(result.text, edit);
  }
  return result;
}

/**
 * The text to save once the author chose: the saved version with their other changes already
 * made (`merged`, which holds the other person's value of each field), and the author's own value
 * put back in each field they kept. An error names the
 * field the edit model could not change.
 */
export function chosenText(
  conflict: SaveConflict,
  choices: readonly Choice[],
  mine: string,
): { ok: true; text: string } | { ok: false; message: string } {
  let text = conflict.merged;
  for (const [index, field] of conflict.fields.entries()) {
    if (choices[index] !== 'mine') continue;
    // The whole page (a text that is not YAML, or a page both made): the author's own text.
    if (field.path.length === 0) return { ok: true, text: mine };
    const result = setTo(text, field.path, field.theirs, field.mine);
    if (!result.ok)
      return {
        ok: false,
        message: `Your version of ${field.name} could not be put back (${result.error.message}) — choose theirs, save, and make the change again.`,
      };
    text = result.text;
  }
  return { ok: true, text };
}

export const fieldKey = (field: FieldConflict): string => field.path.join('.');

/** A field's value shown as text, one side of a conflict (also the team studio's publish conflicts). */
export const valueBox: SxProps<Theme> = {
  m: 0,
  p: 1,
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'grey.50',
  maxHeight: '30vh',
  overflow: 'auto',
};
