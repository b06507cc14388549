import { LineCounter } from 'yaml';

/** Line breaks as code frames and editors count them. */
const lineBreak = /\r\n|[\n\r\u2028\u2029]/g;

/**
 * Line starts read from the text itself. The parser's own counter misses the line breaks inside
 * the tokens it gives up on, so after a syntax error its line numbers could drift.
 */
export function countLines(source: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (const match of source.matchAll(lineBreak)) lines.addNewLine(match.index + match[0].length);
  return lines;
}

/** The text of line `line` (from 1), without its line break. */
export function lineText(source: string, lines: LineCounter, line: number): string {
  return source.slice(lines.lineStarts[line - 1] ?? source.length, lines.lineStarts[line]).replace(/[\r\n\u2028\u2029]+$/, '');
}
