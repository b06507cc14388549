import { Text } from '@codemirror/state';

/** The line break a file uses: CRLF when it has any, else LF. The editor keeps it, so a file's bytes change only where it is edited. */
export function lineBreakOf(text: string): '\r\n' | '\n' {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** A file's text as the editor's document, split at the file's own line breaks. */
export function docOf(text: string): Text {
  return Text.of(text.split(lineBreakOf(text)));
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
