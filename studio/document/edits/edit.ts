import { editData } from './data-edit.ts';
import type { Edit, ScalarStyle } from './edits.ts';
import { editable, formOf, restored } from '../file-form.ts';
import { unwritable } from '../render.ts';
import { done, refuse, type EditResult } from '../result.ts';
import { openDocument, readText } from '../reading/source.ts';
import { editText, scalarStyleOf } from './text-edits.ts';
import { sameData, type DataPath, type PlainValue, type ScalarValue } from '../values.ts';

const notKept = () =>
  refuse(
    'not-kept',
    'This change could not be written without changing other parts of the page — make it in the file itself, or ask for help.',
  );

/**
 * Makes one edit to YAML text and returns the new text: only the bytes of what changed are
 * different; comments, blank lines, quoting and key order elsewhere stay as they were. The new
 * text is read back before it is returned, and must hold exactly the data the edit asks for.
 */
export function applyEdit(text: string, edit: Edit): EditResult {
  const value = 'value' in edit ? edit.value : null;
  const reason = unwritable(value);
  if (reason) return refuse('unsupported', reason);
  // Cutting and splicing whole lines is simplest when the last line has its line break too, and
  // columns are counted right when no byte-order mark stands before the first line's text.
  const form = formOf(text);
  const opened = openDocument(editable(text, form));
  if (!opened.ok) return opened;
  const expected = editData(opened.open.data, edit);
  const edited = editText(opened.open, edit);
  if (!edited.ok) return edited;
  const after = restored(edited.text, form);
  const reread = after === undefined ? undefined : readText(after);
  if (after === undefined || expected === undefined || !reread?.ok || !sameData(reread.data, expected)) return notKept();
  return done(after);
}

/** Gives a single value (text, number, true/false or nothing) to a field or list item that is written. */
export const setScalar = (text: string, path: DataPath, value: ScalarValue): EditResult =>
  applyEdit(text, { op: 'setScalar', path, value });

/** Adds a field that is not written yet; `order` (the schema's field order) places it among the others. */
export const setField = (text: string, path: DataPath, value: PlainValue, options: { order?: readonly string[] } = {}): EditResult =>
  applyEdit(text, { op: 'setField', path, value, ...options });

/** Clears a field, with the comment lines directly above it. */
export const removeField = (text: string, path: DataPath): EditResult => applyEdit(text, { op: 'removeField', path });

/** Adds an item to a list at `index` (the list's length adds it at the end). */
export const insertItem = (text: string, listPath: DataPath, index: number, value: PlainValue): EditResult =>
  applyEdit(text, { op: 'insertItem', path: listPath, index, value });

/** Takes an item out of a list, with its comments. */
export const removeItem = (text: string, listPath: DataPath, index: number): EditResult =>
  applyEdit(text, { op: 'removeItem', path: listPath, index });

/** Moves an item, with its comments, so that it ends up at position `to`. */
export const moveItem = (text: string, listPath: DataPath, from: number, to: number): EditResult =>
  applyEdit(text, { op: 'moveItem', path: listPath, from, to });

/** Puts a copy of an item (comments too) right after it. */
export const duplicateItem = (text: string, listPath: DataPath, index: number): EditResult =>
  applyEdit(text, { op: 'duplicateItem', path: listPath, index });

/** How the scalar at `path` is written in `text`, to pass as `style` to later edits of one run of typing. */
export function scalarStyleAt(text: string, path: DataPath): ScalarStyle | undefined {
  const opened = openDocument(editable(text, formOf(text)));
  return opened.ok ? scalarStyleOf(opened.open, path) : undefined;
}
