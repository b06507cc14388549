import { join, relative, sep } from 'node:path';
import { Composer, CST, isCollection, isScalar, Parser, type Document, type Scalar } from 'yaml';
import { languageCodePattern } from '../site.ts';
import { placeholderMarker } from './placeholders.ts';
import { childOf, walk } from './walk.ts';
import { withDefaultedTexts } from './defaulted-texts.ts';
import { keptFields } from './kept-fields.ts';

/**
 * Translations: a site in more than one language keeps the pages of its own language (`lang`) in
 * pages/, and each other language's in a folder of its own, pages/<code>/, at the same places: a
 * file there translates the file of pages/ at the same path (`pages/es/industries/retail.yaml`
 * translates `pages/industries/retail.yaml`; `pages/es/site.yaml` translates site.yaml). A
 * translation holds the page whole, in the other language, so an author or a translator reads
 * and writes it as any page; the checks below keep everything but its words as its page has it.
 */

/** The codes of the languages translated into (every one of `languages` but `lang`), read from site.yaml as written, whatever else is wrong with it. */
export function translationLanguages(siteValue: unknown): string[] {
  const list = childOf(siteValue, 'languages');
  const written = childOf(siteValue, 'lang');
  const lang = typeof written === 'string' ? written : 'en';
  if (!Array.isArray(list)) return [];
  const codes = list
    .map((entry) => childOf(entry, 'code'))
    .filter((code): code is string => typeof code === 'string' && languageCodePattern.test(code));
  return [...new Set(codes)].filter((code) => code !== lang);
}

/** The languages translated into with the names site.yaml gives them (`Español`; the code where it gives none), read as written. */
export function translationLanguageNames(siteValue: unknown): { code: string; name: string }[] {
  const list = childOf(siteValue, 'languages');
  return translationLanguages(siteValue).map((code) => {
    const entry: unknown = Array.isArray(list) ? list.find((item: unknown) => childOf(item, 'code') === code) : undefined;
    const name = childOf(entry, 'name');
    return { code, name: typeof name === 'string' ? name : code };
  });
}

/** What a file of the pages folder translates, when it is in a language's folder: the language and the full path of its page. */
export function translationOf(
  pagesDir: string,
  file: string,
  languages: readonly string[],
): { language: string; source: string } | undefined {
  const [folder, ...rest] = relative(pagesDir, file).split(sep);
  if (folder === undefined || rest.length === 0 || !languages.includes(folder)) return undefined;
  return { language: folder, source: join(pagesDir, ...rest) };
}

export { keptFields };

/** One way a translation differs from its page: where, in the translation's data, and what, in words. */
export interface Drift {
  path: PropertyKey[];
  what: string;
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));
const kindOf = (value: unknown): string =>
  Array.isArray(value) ? 'a list' : isGroup(value) ? 'a group of fields' : typeof value === 'string' ? 'text' : shown(value);
const itemsWord = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * Every place where `translation` differs from `page` in more than its words, in the order they
 * are written: a field one has and the other does not, a list of another length, another kind of
 * value, or a kept field (`keptFields`), number or true/false with another value. Both are the
 * files' data as the schema read them, so defaults count the same on both sides.
 */
export function driftOf(page: unknown, translation: unknown, path: PropertyKey[] = []): Drift[] {
  if (Array.isArray(page) && Array.isArray(translation)) {
    if (page.length !== translation.length)
      return [{ path, what: `the page has ${itemsWord(page.length)} here, the translation ${itemsWord(translation.length)}` }];
    return page.flatMap((item, index) => driftOf(item, translation[index], [...path, index]));
  }
  if (isGroup(page) && isGroup(translation)) {
    const drifts: Drift[] = [];
    for (const key of Object.keys(page))
      if (!(key in translation)) drifts.push({ path, what: `the page has "${key}" here, the translation does not` });
    for (const [key, value] of Object.entries(translation)) {
      if (!(key in page)) drifts.push({ path: [...path, key], what: `the translation has "${key}" here, the page does not` });
      else if (keptFields.has(key) && JSON.stringify(page[key]) !== JSON.stringify(value))
        drifts.push({ path: [...path, key], what: `"${key}" is ${shown(page[key])} in the page, ${shown(value)} here` });
      else if (!keptFields.has(key)) drifts.push(...driftOf(page[key], value, [...path, key]));
    }
    return drifts;
  }
  if (typeof page === 'string' && typeof translation === 'string') return [];
  if (page === translation) return [];
  const key = path.at(-1);
  const field = typeof key === 'string' ? `"${key}"` : 'this value';
  return [
    {
      path,
      what: `${field} is ${kindOf(page) === kindOf(translation) ? shown(page) : kindOf(page)} in the page, ${kindOf(page) === kindOf(translation) ? shown(translation) : kindOf(translation)} here`,
    },
  ];
}

/** The nearest field name on the way to a value: a list's items are read by the field that holds the list. */
const fieldOf = (path: readonly PropertyKey[]): string | undefined => path.findLast((key): key is string => typeof key === 'string');

/** Writes `text` into the scalar at `path`, in its own style where the text allows it; false where there is none. */
function setText(document: Document, path: readonly PropertyKey[], text: string, type?: Scalar.Type): boolean {
  const node = document.getIn(path, true);
  const token = isScalar(node) ? node.srcToken : undefined;
  if (token === undefined || !CST.isScalar(token)) return false;
  const parent = document.getIn(path.slice(0, -1), true);
  CST.setScalarValue(token, text, { inFlow: isCollection(parent) && parent.flow === true, ...(type === undefined ? {} : { type }) });
  return true;
}

/**
 * A translation's first text: the page's own bytes, comments and all, and the texts the page leaves
 * to their English defaults written out, with every text to translate marked `REPLACE:` (the validator refuses the translation until none is left) and only those
 * written again (yaml's CST, as the studio edits a page). `known` answers the words of a text
 * translated already (when a translation follows its page's new sections): written as they are. site.yaml's names its own language. The
 * editor's schema line reaches one folder further, since the translation is in the language's folder.
 */
export function markedTranslation(
  pageText: string,
  language: string,
  siteSettings: boolean,
  known: (path: readonly PropertyKey[], text: string) => string | undefined = () => undefined,
): { text: string; marked: number } {
  const tokens = [...new Parser().parse(withDefaultedTexts(pageText, siteSettings))];
  const [document] = new Composer({ keepSourceTokens: true }).compose(tokens);
  let marked = 0;
  if (document !== undefined) {
    walk(document.toJS(), (path, _key, value) => {
      const field = fieldOf(path);
      if (typeof value !== 'string' || value.trim() === '' || field === undefined || keptFields.has(field) || path.includes('languages'))
        return;
      // A text translated already (`known`) is written as translated; every other is marked.
      const translated = known(path, value);
      if (translated !== undefined) setText(document, path, translated);
      else if (setText(document, path, `${placeholderMarker} ${value}`)) marked++;
    });
    if (siteSettings) setText(document, ['lang'], language, 'PLAIN');
  }
  const text = tokens
    .map((token) => CST.stringify(token))
    .join('')
    .replace(/(\$schema=)(\S+)/, (_line, key: string, schema: string) => `${key}${schema.startsWith('.') ? `../${schema}` : schema}`);
  return { text, marked };
}

/** Where the translations of a page are, by its path as the studio names files (`pages/industries/retail.yaml`), among `existing`. */
export function translationsOfPage(pagePath: string, languages: readonly string[], existing: (path: string) => boolean): string[] {
  const inPages = pagePath.replace(/^pages\//, '');
  return languages.map((code) => `pages/${code}/${inPages}`).filter(existing);
}
