/**
 * Edit distance between two words, case-insensitive, for "Did you mean" hints. Stops counting
 * once it is sure to exceed `limit` (then returns limit + 1): the icon list has thousands of names.
 */
export function distance(a: string, b: string, limit = Infinity): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** The closest candidate to `word`, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const allowed = Math.max(2, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    const d = distance(word, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` Did you mean "x"?` for a guess already made, or nothing. */
export function meant(guess: string | undefined): string {
  return guess === undefined ? '' : ` Did you mean "${guess}"?`;
}

/** ` Did you mean "x"?` or nothing: appended to a message's advice. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  return meant(closest(word, candidates));
}
