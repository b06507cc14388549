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

/** Above this many line pairs the changed middle is shown as removed then added, not matched line by line. */
const maxPairs = 1_000_000;

/** The lines of both texts, in order: unchanged lines matched by a longest common subsequence. */
function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const old = before.slice(head, before.length - tail);
  const now = after.slice(head, after.length - tail);
  const same = (index: number, offset: number): DiffLine => ({ kind: 'same', text: before[index] ?? '', before: index + 1, after: index + offset + 1 });
  const lines: DiffLine[] = Array.from({ length: head }, (_, index) => same(index, 0));
  const width = now.length + 1;
  // common[i * width + j]: length of the longest common subsequence of old[i..] and now[j..].
  const common = old.length * now.length <= maxPairs ? new Uint32Array((old.length + 1) * width) : undefined;
  for (let i = old.length - 1; common && i >= 0; i--) {
    for (let j = now.length - 1; j >= 0; j--) {
      common[i * width + j] = old[i] === now[j] ? (common[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < old.length || j < now.length) {
    if (common && i < old.length && j < now.length && old[i] === now[j]) {
      lines.push({ kind: 'same', text: old[i] ?? '', before: head + i + 1, after: head + j + 1 });
      i++;
      j++;
    } else if (i < old.length && (j >= now.length || !common || (common[(i + 1) * width + j] ?? 0) >= (common[i * width + j + 1] ?? 0))) {
      lines.push({ kind: 'removed', text: old[i] ?? '', before: head + i + 1 });
      i++;
    } else {
      lines.push({ kind: 'added', text: now[j] ?? '', after: head + j + 1 });
      j++;
    }
  }
  const offset = now.length - old.length;
  for (let index = before.length - tail; index < before.length; index++) lines.push(same(index, offset));
  return lines;
}

/** Splits text into lines; a final line break does not start another line. */
const linesOf = (text: string): string[] => (text === '' ? [] : text.replace(/\r?\n$/, '').split(/\r?\n/));

/**
 * What changed between two texts, for "review your changes": hunks of changed lines with
 * `context` unchanged lines around each (hunks closer than that merge). No change gives no hunk.
 */
export function diff(before: string, after: string, context = 3): DiffHunk[] {
  const lines = diffLines(linesOf(before), linesOf(after));
  const changed = lines.flatMap((line, index) => (line.kind === 'same' ? [] : [index]));
  const hunks: DiffHunk[] = [];
  let from = -1;
  let to = -1;
  const close = () => {
    if (from < 0) return;
    const slice = lines.slice(from, to + 1);
    const befores = slice.flatMap((line) => (line.kind === 'added' ? [] : [line.before]));
    const afters = slice.flatMap((line) => (line.kind === 'removed' ? [] : [line.after]));
    // An empty side (a text that had no lines) starts at line 0, as unified diffs write it.
    hunks.push({ beforeStart: befores[0] ?? 0, beforeCount: befores.length, afterStart: afters[0] ?? 0, afterCount: afters.length, lines: slice });
  };
  for (const index of changed) {
    const start = Math.max(0, index - context);
    if (from >= 0 && start <= to + 1) to = Math.min(lines.length - 1, index + context);
    else {
      close();
      from = start;
      to = Math.min(lines.length - 1, index + context);
    }
  }
  close();
  return hunks;
}

/** Hunks as unified diff text: `@@ -1,3 +1,4 @@`, then lines marked ` `, `-` or `+`. */
export function unifiedText(hunks: readonly DiffHunk[]): string {
  const mark = { same: ' ', removed: '-', added: '+' } as const;
  return hunks
    .map((hunk) => [`@@ -${hunk.beforeStart},${hunk.beforeCount} +${hunk.afterStart},${hunk.afterCount} @@`, ...hunk.lines.map((line) => `${mark[line.kind]}${line.text}`)].join('\n'))
    .join('\n');
}
