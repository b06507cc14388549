import { Words, wordKeys, type WordKey } from '../words.ts';
import { childOf } from './walk.ts';

/** Each word of the site's frame in English, as a site in one language shows it. */
export const englishWords: Words = Words.parse({});

/**
 * The words a translation of site.yaml does not write (`words` as written, before defaults): each
 * would otherwise show in English among the language's pages.
 */
export function wordsNotWritten(written: unknown): WordKey[] {
  return wordKeys.filter((key) => typeof childOf(written, key) !== 'string');
}
