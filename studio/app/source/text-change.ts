import { Text } from '@codemirror/state';
import { lineBreakOf, type LineBreak } from '../../document/index.ts';

/** The line break a file uses (its first line's, as the edit model decides). The editor keeps it, so a file's bytes change only where it is edited. */
export { lineBreakOf };

const byteOrderMark = '\ufeff';

/**
 * A file's text without the byte-order mark at its start, and the mark (or ''). The editor shows
 * the text without it, so nobody types before it or deletes it; it is put back on the way out.
 * The loader's line and column numbers do not count it either.
 */
export function withoutMark(text: string): { mark: string; body: string } {
  return text.startsWith(byteOrderMark) ? { mark: byteOrderMark, body: text.slice(byteOrderMark.length) } : { mark: '', body: text };
}

/** A file's text as the editor's document, split at the file's own line breaks. */
export function docOf(text: string): Text {
  const { body } = withoutMark(text);
  return Text.of(body.split(lineBreakOf(body)));
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The one change that turns `before` into `after`: whatever lies between their common start and
 * common end. A change made elsewhere (in the form, or by undo) is applied this way, so the
 * author's cursor and scroll stay where they were instead of jumping to the top.
 */
export function minimalChange(before: string, after: string): { from: number; to: number; insert: string } | undefined {
  if (before === after) return undefined;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  // A character written as two halves (an emoji) is replaced whole.
  if (start > 0 && isHighSurrogate(after.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end += 1;
  if (end > 0 && isLowSurrogate(after.charCodeAt(after.length - end))) end -= 1;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * The one change that turns the editor's document, written out with its line breaks (`current`),
 * into `next`, in the editor's positions, where a line break counts as one. Comparing the texts
 * as written keeps a line break of another kind (in a file that mixes them) a character of its
 * line, as the editor holds it; a CRLF is never cut in two.
 */
export function editorChange(
  current: string,
  next: string,
  lineBreak: LineBreak,
): { from: number; to: number; insert: string } | undefined {
  const change = minimalChange(current, next);
  if (!change) return undefined;
  let { from, to } = change;
  if (lineBreak === '\r\n') {
    if (current[from - 1] === '\r' && current[from] === '\n') from -= 1;
    if (current[to - 1] === '\r' && current[to] === '\n') to += 1;
  }
  const insertEnd = next.length - (current.length - to);
  const position = (offset: number) => offset - (current.slice(0, offset).split(lineBreak).length - 1) * (lineBreak.length - 1);
  return { from: position(from), to: position(to), insert: next.slice(from, insertEnd) };
}
