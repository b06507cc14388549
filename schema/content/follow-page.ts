import { parse } from 'yaml';
import { PageSchema, type Page } from '../page.ts';
import { placeholderMarker } from './placeholders.ts';
import { driftOf, markedTranslation } from './translations.ts';
import { valueAt, walk } from './walk.ts';

/** A page's text as the schema reads it, or undefined when it does not read (a page the validator refuses is not followed). */
function pageOf(text: string): Page | undefined {
  try {
    const result = PageSchema.safeParse(parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A translation brought to its page's new sections, when a change to the page (a section added,
 * moved or removed, an item more in a list) would leave it differing from its page in more than
 * words: the page's new text as a translation, each text the translation had translated written
 * in its words again, and each new or changed text marked `REPLACE:` to translate. Undefined when
 * there is nothing to carry (the change was words only), or when the translation differed from its
 * page before the change: the validator then names each place, for a person to decide.
 *
 * A text is known by the page's words it translated: by its place when the page still has the
 * same text there, else by the same words anywhere in the page (a section that moved).
 */
export function followedTranslation(
  pageBefore: string,
  pageAfter: string,
  translation: string,
  language: string,
): { text: string; marked: number } | undefined {
  const before = pageOf(pageBefore);
  const after = pageOf(pageAfter);
  const translated = pageOf(translation);
  if (before === undefined || after === undefined || translated === undefined) return undefined;
  if (driftOf(before, translated).length > 0 || driftOf(after, translated).length === 0) return undefined;

  // The translation's words by the page's words they translate, read from both as written and with
  // their defaults (a translation writes out the texts its page leaves to their defaults).
  const byWords = new Map<string, string>();
  walk(translated, (path, _key, words) => {
    const source = valueAt(before, path);
    if (typeof words !== 'string' || typeof source !== 'string' || words.includes(placeholderMarker)) return;
    if (!byWords.has(source)) byWords.set(source, words);
  });
  const known = (path: readonly PropertyKey[], text: string): string | undefined => {
    const inPlace = valueAt(before, path) === text ? valueAt(translated, path) : undefined;
    if (typeof inPlace === 'string' && !inPlace.includes(placeholderMarker)) return inPlace;
    return byWords.get(text);
  };
  return markedTranslation(pageAfter, language, false, known);
}
