import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { placeholderMarker } from '../../schema/content/placeholders.ts';
import { markedTranslation, translationLanguages, translationOf } from '../../schema/content/translations.ts';

export type TranslationResult = { ok: true; file: string; marked: number; message: string } | { ok: false; message: string };

/** The page file `written` names, as an author writes it: `industries/retail`, `industries/retail.yaml` or `pages/industries/retail.yaml`. */
function pageFileFor(pagesDir: string, written: string): string {
  const inPages = written.replace(/^pages\//, '');
  const file = /\.ya?ml$/.test(inPages) ? inPages : `${inPages}.yaml`;
  return resolve(pagesDir, file);
}

/**
 * `npm run new -- --translate <code> <page>`: starts the page's translation into the language
 * `code`, in pages/<code>/ at the page's own place. It is the page as written, comments and all,
 * with every text to translate marked "REPLACE:" (the validator refuses the translation until none
 * is left) and everything else as the page has it: sections, ids, icons, pictures, links, numbers.
 * Never overwrites a file.
 */
export function createTranslation(options: { pagesDir: string; language: string; page: string }): TranslationResult {
  const { pagesDir, language } = options;
  const siteFile = join(pagesDir, 'site.yaml');
  const languages = existsSync(siteFile) ? translationLanguages(parseDocument(readFileSync(siteFile, 'utf8')).toJS()) : [];
  if (!languages.includes(language)) {
    const listed = languages.length === 0 ? 'no language to translate into' : `only ${languages.join(', ')}`;
    return {
      ok: false,
      message: `pages/site.yaml lists ${listed}, not "${language}" — add it under languages (for example "- { code: ${language}, name: … }"), then translate.`,
    };
  }
  const source = pageFileFor(pagesDir, options.page);
  const shown = (file: string) => `pages/${relative(pagesDir, file).split(sep).join('/')}`;
  if (!source.startsWith(`${pagesDir}${sep}`) || !existsSync(source))
    return {
      ok: false,
      message: `there is no page ${shown(source)} to translate — name a page file of pages/, for example industries/retail.`,
    };
  if (translationOf(pagesDir, source, languages) !== undefined)
    return { ok: false, message: `${shown(source)} is a translation already — name the page it translates, outside the language folders.` };
  const target = join(pagesDir, language, relative(pagesDir, source));
  if (existsSync(target)) return { ok: false, message: `${shown(target)} exists already — open it to go on translating.` };

  const { text, marked } = markedTranslation(readFileSync(source, 'utf8'), language, relative(pagesDir, source) === 'site.yaml');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text, { flag: 'wx' });
  return {
    ok: true,
    file: target,
    marked,
    message: `Made ${shown(target)}: ${shown(source)} with its ${marked} texts marked "${placeholderMarker}". Translate each one and take the mark away; npm run validate lists those still to do.`,
  };
}
