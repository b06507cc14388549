import { structuredPatch, type StructuredPatchHunk } from 'diff';

/** One line of a diff. Line numbers count from 1: `before` in the old text, `after` in the new. */
export type DiffLine =
  | { kind: 'same'; text: string; before: number; after: number }
  | { kind: 'removed'; text: string; before: number }
  | { kind: 'added'; text: string; after: number };

/** A run of changed lines with a few unchanged lines around it, as in a unified diff. */
export interface DiffHunk {
  beforeStart: number;
  beforeCount: number;
  afterStart: number;
  afterCount: number;
  lines: DiffLine[];
}

/**
 * The text with every line ending in `\n`: CRLF and a missing final line break are not changes
 * an author made, and jsdiff would otherwise show them.
 */
const evenLines = (text: string): string =>
  text === ''
    ? ''
    : `${text
        .replace(/\r?\n$/, '')
        .split(/\r?\n/)
        .join('\n')}\n`;

/** jsdiff's hunk with each line's number in the old and the new text. */
function numbered(hunk: StructuredPatchHunk): DiffHunk {
  let before = hunk.oldStart;
  let after = hunk.newStart;
  const lines = hunk.lines.map((line): DiffLine => {
    const text = line.slice(1);
    if (line.startsWith('-')) return { kind: 'removed', text, before: before++ };
    if (line.startsWith('+')) return { kind: 'added', text, after: after++ };
    return { kind: 'same', text, before: before++, after: after++ };
  });
  // A side with no lines starts at line 0, as GNU diff writes an empty file (jsdiff writes 1).
  const start = (from: number, count: number) => (count === 0 ? 0 : from);
  return {
    beforeStart: start(hunk.oldStart, hunk.oldLines),
    beforeCount: hunk.oldLines,
    afterStart: start(hunk.newStart, hunk.newLines),
    afterCount: hunk.newLines,
    lines,
  };
}

/**
 * What changed between two texts, for "review your changes": hunks of changed lines with
 * `context` unchanged lines around each (hunks closer than that merge). No change gives no hunk.
 */
export function diff(before: string, after: string, context = 3): DiffHunk[] {
  return structuredPatch('', '', evenLines(before), evenLines(after), undefined, undefined, { context }).hunks.map(numbered);
}

/** Hunks as unified diff text: `@@ -1,3 +1,4 @@`, then lines marked ` `, `-` or `+`. */
export function unifiedText(hunks: readonly DiffHunk[]): string {
  const mark = { same: ' ', removed: '-', added: '+' } as const;
  return hunks
    .map((hunk) =>
      [
        `@@ -${hunk.beforeStart},${hunk.beforeCount} +${hunk.afterStart},${hunk.afterCount} @@`,
        ...hunk.lines.map((line) => `${mark[line.kind]}${line.text}`),
      ].join('\n'),
    )
    .join('\n');
}
