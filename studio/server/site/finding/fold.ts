/**
 * Text as search compares it: letters without their accents and in lower case, and any space
 * (a line break in a block of text, a no-break space) as a plain space, so `cafe` finds `Café` and
 * `gift cards` finds the words across a line break. Each code point folds on its own, never by its
 * neighbours (a capital sigma is `σ` wherever it stands), so a folded text is the folds of its
 * code points one after another and a match in it maps back to the text as written.
 */

/** Accents and other marks that sit on a letter (NFD writes `é` as `e` and U+0301). */
const marks = /\p{Mn}/gu;
const space = /^\s$/u;
/** Anything but printable ASCII, code point by code point: only these need more than `toLowerCase`. */
const notPlainAscii = /[^\x20-\x7e]/gu;

/** One code point's fold: `É` → `e`, `Σ` and `ς` → `σ`, `İ` → `i`; a mark alone folds to nothing. */
function foldPoint(point: string): string {
  if (space.test(point)) return ' ';
  return point.normalize('NFD').replace(marks, '').toLowerCase().replaceAll('ς', 'σ');
}

/**
 * `text` folded, for comparing (the index keeps it for every field). Printable ASCII only needs
 * lower case, done at once; the rest folds code point by code point first. The folds are lower
 * case already, so the `toLowerCase` over the whole changes nothing of them.
 */
export function foldText(text: string): string {
  return text.replace(notPlainAscii, foldPoint).toLowerCase();
}

/** `text` folded, with where each unit of the fold came from in `text`: `[starts[i], ends[i])`. */
export interface FoldedText {
  folded: string;
  starts: number[];
  ends: number[];
}

/**
 * The same fold as `foldText`, slower, with offsets: for the few fields a search shows, so its
 * matches can be marked in the text as written. A mark that folds to nothing (an accent written
 * apart from its letter) joins the letter before it, so a marked match never leaves it behind.
 */
export function foldWithOffsets(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const point of text) {
    const end = at + point.length;
    const fold = foldPoint(point);
    if (fold === '' && ends.length > 0) ends[ends.length - 1] = end;
    for (let unit = 0; unit < fold.length; unit++) {
      starts.push(at);
      ends.push(end);
    }
    folded += fold;
    at = end;
  }
  return { folded, starts, ends };
}
