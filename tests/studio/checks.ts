import { parse, parseDocument } from 'yaml';
import { expect } from 'vitest';
import { applyEdit, type DataPath, type Edit, type EditResult } from '../../studio/document/index.ts';
import { expectedData } from './expected.ts';
import { commentOwners, commentsOf, isUnder, sorted } from './yaml-files.ts';

/** The new text of a successful edit; a refused edit fails the test with its message. */
export function textOf(result: EditResult): string {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.text;
}

/**
 * The last text's reading, kept: the checks below make many edits to one text in a row, and
 * reading the same text again for each of them was a third of their time. Callers only read what
 * it returns.
 */
function lastOf<T>(read: (text: string) => T): (text: string) => T {
  let last: { text: string; value: T } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, value: read(text) };
    return last.value;
  };
}
const dataOfBefore = lastOf((text: string): unknown => parse(text));
const ownersOfBefore = lastOf(commentOwners);
const commentsOfBefore = lastOf((text: string) => sorted(commentsOf(text)));

/** The comment lines a file must hold after `edit`: a removed item's go, a duplicated item's are copied. */
export function expectedComments(before: string, edit: Edit): string[] {
  const owners = ownersOfBefore(before);
  const under = (path: DataPath) => owners.filter((entry) => isUnder(entry.owner, path)).map((entry) => entry.comment);
  const others = (path: DataPath) => owners.filter((entry) => !isUnder(entry.owner, path)).map((entry) => entry.comment);
  if (edit.op === 'removeItem') return others([...edit.path, edit.index]);
  if (edit.op === 'removeField') return others(edit.path);
  const all = owners.map((entry) => entry.comment);
  if (edit.op === 'duplicateItem') return [...all, ...under([...edit.path, edit.index])];
  return all;
}

/** Where a value's text is in a file: [start, end) of its source, from the YAML parser's own ranges. */
export function valueRange(text: string, path: DataPath): [number, number] {
  const node = parseDocument(text).getIn(path, true);
  const range: unknown[] = typeof node === 'object' && node !== null && 'range' in node && Array.isArray(node.range) ? node.range : [];
  const [start, end] = range;
  if (typeof start !== 'number' || typeof end !== 'number') throw new Error(`no value at ${path.join('.')}`);
  return [start, end];
}

/**
 * Makes the edit and checks what every edit must keep: the file reads back as the data with the
 * edit applied; every comment line stays unless it belonged to a removed item (a duplicated
 * item's are copied); a changed value changes only the bytes of that value.
 */
export function checkedEdit(before: string, edit: Edit, result: EditResult = applyEdit(before, edit)): string {
  const after = textOf(result);
  expect(parse(after)).toEqual(expectedData(dataOfBefore(before), edit));
  expect(sorted(commentOwners(after).map((entry) => entry.comment))).toEqual(sorted(expectedComments(before, edit)));
  if (edit.op !== 'removeItem' && edit.op !== 'removeField' && edit.op !== 'duplicateItem')
    expect(sorted(commentsOf(after))).toEqual(commentsOfBefore(before));
  if (edit.op === 'setScalar') {
    const [start, valueEnd] = valueRange(before, edit.path);
    // A value that becomes a block (`|`) takes the comment after it onto its first line, as YAML requires.
    const block = /^[|>]/.test(after.slice(start)) && !/^[|>]/.test(before.slice(start));
    const end = block ? before.indexOf('\n', valueEnd) + 1 || before.length : valueEnd;
    expect(after.slice(0, start)).toBe(before.slice(0, start));
    expect(after.slice(after.length - (before.length - end))).toBe(before.slice(end));
  }
  return after;
}
