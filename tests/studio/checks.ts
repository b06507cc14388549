import { expect } from 'vitest';
import { applyEdit, type DataPath, type Edit, type EditResult } from '../../studio/document/index.ts';
import { expectedData } from './expected.ts';
import { commentOwners, commentsOf, documentOf, isUnder, recentOf, sorted } from './yaml-files.ts';

/** The new text of a successful edit; a refused edit fails the test with its message. */
export function textOf(result: EditResult): string {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.text;
}

/** The data a text holds, as the yaml package reads it. */
export const dataOf = recentOf((text: string): unknown => {
  const document = documentOf(text);
  // As parse() does: a text with a mistake has no data.
  const [mistake] = document.errors;
  if (mistake) throw mistake;
  return document.toJS();
});
const ownersOf = recentOf(commentOwners);
const commentsIn = recentOf((text: string) => sorted(commentsOf(text)));

/** The comment lines a file must hold after `edit`: a removed item's go, a duplicated item's are copied. */
export function expectedComments(before: string, edit: Edit): string[] {
  const owners = ownersOf(before);
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
  const node = documentOf(text).getIn(path, true);
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
  const expected = expectedData(dataOf(before), edit);
  expect(dataOf(after)).toEqual(expected);
  const expectedOwners = sorted(expectedComments(before, edit));
  expect(sorted(ownersOf(after).map((entry) => entry.comment))).toEqual(expectedOwners);
  if (edit.op !== 'removeItem' && edit.op !== 'removeField' && edit.op !== 'duplicateItem') {
    const kept = commentsIn(before);
    expect(commentsIn(after)).toEqual(kept);
  }
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
