import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Composer, CST, isCollection, isScalar, parseDocument, Parser, type Document, type Scalar } from 'yaml';
import { placeholderMarker } from '../../schema/content/placeholders.ts';
import { keptFields, translationLanguages, translationOf } from '../../schema/content/translations.ts';
import { walk } from '../../schema/content/walk.ts';

export type TranslationResult = { ok: true; file: string; marked: number; message: string } | { ok: false; message: string };

/** The nearest field name on the way to a value: a list's items are read by the field that holds the list. */
const fieldOf = (path: readonly PropertyKey[]): string | undefined => path.findLast((key): key is string => typeof key === 'string');

/** Writes `text` into the scalar at `path` of the source, in its own style where the text allows it; false where there is none. */
function setText(document: Document, path: readonly PropertyKey[], text: string, type?: Scalar.Type): boolean {
  const node = document.getIn(path, true);
  const token = isScalar(node) ? node.srcToken : undefined;
  if (token === undefined || !CST.isScalar(token)) return false;
  const parent = document.getIn(path.slice(0, -1), true);
  CST.setScalarValue(token, text, { inFlow: isCollection(parent) && parent.flow === true, ...(type === undefined ? {} : { type }) });
  return true;
}

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

  // The page's own bytes, with only the marked texts written again (yaml's CST), as the studio edits a page.
  const tokens = [...new Parser().parse(readFileSync(source, 'utf8'))];
  const [document] = new Composer({ keepSourceTokens: true }).compose(tokens);
  if (document === undefined) return { ok: false, message: `${shown(source)} holds no page to translate.` };
  let marked = 0;
  walk(document.toJS(), (path, _key, value) => {
    const field = fieldOf(path);
    if (typeof value !== 'string' || value.trim() === '' || field === undefined || keptFields.has(field) || path.includes('languages'))
      return;
    if (setText(document, path, `${placeholderMarker} ${value}`)) marked++;
  });
  // site.yaml's translation names its own language.
  if (relative(pagesDir, source) === 'site.yaml') setText(document, ['lang'], language, 'PLAIN');
  // The editor's schema line, one folder deeper.
  const text = tokens
    .map((token) => CST.stringify(token))
    .join('')
    .replace(/(\$schema=)(\S+)/, (_line, key: string, schema: string) => {
      const schemaFile = resolve(dirname(source), schema);
      return `${key}${relative(dirname(target), schemaFile).split(sep).join('/')}`;
    });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text, { flag: 'wx' });
  return {
    ok: true,
    file: target,
    marked,
    message: `Made ${shown(target)}: ${shown(source)} with its ${marked} texts marked "${placeholderMarker}". Translate each one and take the mark away; npm run validate lists those still to do.`,
  };
}
