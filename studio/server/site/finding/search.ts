import type { SearchHit, SearchResponse } from '../../../api/contract/studio-api.ts';
import { placeWords } from '../../../document/place-words.ts';
import { refuse } from '../../refusal.ts';
import { foldText, foldWithOffsets } from './fold.ts';
import { snippet } from './snippet.ts';
import type { IndexedFile, TextLeaf } from './text-index.ts';

/** The hits an answer holds; `total` counts the rest. More is a list nobody reads: a word more narrows it. */
export const maxHits = 100;
/** The longest search taken, as the search box allows: longer is no search for words. */
export const maxQueryLength = 200;

/**
 * Fields that hold names, not words an author reads on the page: a section's kind (`card-grid`)
 * and a Material icon's name (`ShoppingCart`). Every other string is searched, addresses too: an
 * author may look for an old address or an outside site to change it everywhere.
 */
export const notWords: ReadonlySet<string> = new Set(['type', 'icon']);

/** Where `query` (folded) stands in `text`, every time, as offsets into `text` as written: what a search marks and a replace replaces. */
export function matchesIn(text: string, query: string): [number, number][] {
  const { folded, starts, ends } = foldWithOffsets(text);
  const found: [number, number][] = [];
  for (let at = folded.indexOf(query); at >= 0; at = folded.indexOf(query, at + query.length)) {
    const start = starts[at];
    const end = ends[at + query.length - 1];
    if (start !== undefined && end !== undefined) found.push([start, end]);
  }
  return found;
}

function hitOf(file: IndexedFile, leaf: TextLeaf, query: string): SearchHit {
  const { text, matches } = snippet(leaf.text, matchesIn(leaf.text, query));
  return { file: file.file, name: file.name, field: leaf.field, place: placeWords(leaf.field, file.data), text, matches };
}

/**
 * Every field of `files` whose text holds `query`, capitals and accents aside, in the files' order
 * (site.yaml first, then the pages by file) and each file's order of fields: the first `maxHits`
 * with their text around the match, and how many there are in all.
 */
export function searchSite(files: readonly IndexedFile[], query: string): SearchResponse {
  if (query.length > maxQueryLength)
    throw refuse(
      'bad-request',
      `The search is ${String(query.length)} characters long, and the studio searches for at most ${String(maxQueryLength)} — search for a few words of it.`,
    );
  const folded = foldText(query.trim());
  if (folded.trim() === '') return { query, hits: [], total: 0 };
  const hits: SearchHit[] = [];
  let total = 0;
  for (const file of files) {
    for (const leaf of file.leaves) {
      if (notWords.has(leaf.key) || !leaf.folded.includes(folded)) continue;
      total += 1;
      if (hits.length < maxHits) hits.push(hitOf(file, leaf, folded));
    }
  }
  return { query, hits, total };
}
