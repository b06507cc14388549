/** About how much of a field a search hit shows: a line or two of a list. */
export const snippetLength = 160;
/** How far before the first match a cut field starts: enough words to read it in its sentence. */
const before = 50;
/** How far a cut moves to land between words instead of inside one. */
const wordReach = 20;
const ellipsis = '…';

/** Whether `at` falls between the two halves of a surrogate pair (an emoji, say), where text must not be cut. */
const insidePair = (text: string, at: number): boolean =>
  at > 0 && at < text.length && /[\uD800-\uDBFF]/.test(text.charAt(at - 1)) && /[\uDC00-\uDFFF]/.test(text.charAt(at));

/** The first space in `[from, to]` and the point after it, or `from` when there is none. */
function afterSpace(text: string, from: number, to: number): number {
  const space = text.slice(from, to).search(/\s/);
  return space < 0 ? from : from + space + 1;
}

/** The last space in `[from, to]` (where the text can end), or `to` when there is none. */
function beforeSpace(text: string, from: number, to: number): number {
  const piece = text.slice(from, to);
  const space = Math.max(piece.lastIndexOf(' '), piece.lastIndexOf('\n'));
  return space < 0 ? to : from + space;
}

/**
 * A field's text cut to about `snippetLength` characters around its first match, `…` where cut
 * (between words where a space is near), and the matches moved into the cut text: those that
 * fall outside it are left out, one cut through is marked as far as it shows. The first match is
 * shown whole, however long.
 */
export function snippet(text: string, matches: readonly [number, number][]): { text: string; matches: [number, number][] } {
  const first = matches[0];
  if (text.length <= snippetLength || first === undefined) return { text, matches: [...matches] };
  const length = Math.max(snippetLength, first[1] - first[0]);
  // Some words before the match, the whole match inside, and no shorter than it need be at the end.
  let start = Math.min(first[0], text.length - length, Math.max(0, first[1] - length, first[0] - before));
  let end = Math.min(text.length, start + length);
  if (start > 0) start = afterSpace(text, start, Math.min(start + wordReach, first[0]));
  if (end < text.length) end = beforeSpace(text, Math.max(end - wordReach, first[1]), end);
  if (insidePair(text, start)) start += 1;
  if (insidePair(text, end)) end -= 1;
  const head = start > 0 ? ellipsis : '';
  const tail = end < text.length ? ellipsis : '';
  const moved = matches.flatMap(([from, to]): [number, number][] =>
    to <= start || from >= end ? [] : [[Math.max(from, start) - start + head.length, Math.min(to, end) - start + head.length]],
  );
  return { text: `${head}${text.slice(start, end)}${tail}`, matches: moved };
}
