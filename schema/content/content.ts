import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { crossCheck, reporter, type CheckedFile } from './checks.ts';
import { deriveSiteData, redirectTable, type PageEntry, type SiteData, type Translations } from '../model/site-model.ts';
import type { Problem } from './errors.ts';
import type { FileChecks } from './file-checks.ts';
import { lintContent, lintTranslation } from './lint.ts';
import { parseYamlFile, validateFile, type ParsedFile } from './load.ts';
import { linksBelow, pageFiles } from './page-files.ts';
import { problem } from './problems/index.ts';
import { PageSchema, type Page } from '../page.ts';
import { SiteSchema, type Site } from '../site.ts';
import { siteTokens } from './tokens.ts';
import { driftOf, translationLanguages, translationOf } from './translations.ts';
import { defaultedTexts } from './defaulted-texts.ts';
import { englishWords, wordsNotWritten } from './words-check.ts';
import { childOf } from './walk.ts';

/** Where the content lives. Paths in messages are relative to `root`. */
export interface ContentOptions {
  root: string;
  pagesDir?: string;
  publicDir?: string;
  /**
   * The site's files under public/, as `/images/…`, where they are not the public folder's (the
   * team server checks a draft against the pictures publishing it will leave, not the files on disk).
   */
  publicFiles?: ReadonlySet<string>;
}

/** One file's bytes, by its full path inside the pages folder. */
export interface SourceFile {
  path: string;
  bytes: Uint8Array;
}

/** A file of a language's folder: the translation of `source` into `language` (schema/content/translations.ts). */
export interface TranslationEntry {
  language: string;
  file: string;
  source: string;
}

/** The whole site, validated; `siteData` is set only when there is no error at all. */
export interface Content {
  site?: Site;
  pages: PageEntry[];
  /** The translations that read as their pages do, but in words; not pages of the site's own language. */
  translations: TranslationEntry[];
  /** Each translation the schema accepts, as written (a page, or a language's site settings), whatever else has problems. */
  translated: Translations;
  siteData?: SiteData;
  problems: Problem[];
  /** File -> its text, for code frames. */
  sources: Map<string, string>;
  files: string[];
}

/** `pages/industries/retail.yaml` -> `industries/retail`. */
function pageId(pagesDir: string, file: string): string {
  return relative(pagesDir, file)
    .split(sep)
    .join('/')
    .replace(/\.ya?ml$/, '');
}

/** The `path` and `aliases` written in a page's raw value, whatever else is wrong with it. */
function writtenPaths(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const path: unknown = 'path' in value ? value.path : undefined;
  const aliases: unknown[] = 'aliases' in value && Array.isArray(value.aliases) ? value.aliases : [];
  return [path, ...aliases].filter((item): item is string => typeof item === 'string' && item.startsWith('/'));
}

/** What stands in for site.yaml when the pages folder has none. */
function missingSite(file: string): ParsedFile {
  return { file, source: '', problems: [problem('missing-site-file', { file, position: { line: 1, col: 1 } })] };
}

/** The languages of a valid site.yaml: the first is `lang`, and none is listed twice. */
function languageProblems(file: CheckedFile, site: Site): Problem[] {
  const found: Problem[] = [];
  const report = reporter(file, found);
  const list = site.languages ?? [];
  const first = list[0];
  if (first !== undefined && first.code !== site.lang)
    report('first-language-not-lang', ['languages', 0, 'code'], { first: first.code, lang: site.lang });
  list.forEach(({ code }, index) => {
    if (list.findIndex((other) => other.code === code) < index) report('repeated-language', ['languages', index, 'code'], { code });
  });
  return found;
}

/** Reads, validates and cross-checks every file in the pages folder; every problem in every file at once. */
export function loadContent(options: ContentOptions): Content {
  const pagesDir = options.pagesDir ?? join(options.root, 'pages');
  return checkSources({ ...options, pagesDir }, readSources(pagesDir));
}

/** Every YAML file of a pages folder (its subfolders too) with its bytes, sorted by path. */
export function readSources(pagesDir: string): SourceFile[] {
  return pageFiles(pagesDir).map((path) => ({ path, bytes: readFileSync(path) }));
}

/**
 * Validates, cross-checks and lints files already in memory (the loader, tests and benchmarks
 * share it). `sources` are the YAML files of the pages folder, site.yaml among them. With `kept`,
 * a page whose bytes (and the site's tokens) are as at the last check is not read and validated
 * again; the cross-checks and lints over the whole site always run.
 */
export function checkSources(options: ContentOptions, sourceFiles: readonly SourceFile[], kept?: FileChecks<Page>): Content {
  const pagesDir = options.pagesDir ?? join(options.root, 'pages');
  const publicDir = options.publicDir ?? join(options.root, 'public');
  const display = (path: string) => relative(options.root, path).split(sep).join('/');
  const problems: Problem[] = [];
  const sources = new Map<string, string>();
  const read = (source: SourceFile): ParsedFile => {
    const file = display(source.path);
    const parse = () => parseYamlFile(file, source.bytes);
    const parsed = kept === undefined ? parse() : kept.parsed(file, source.bytes, parse);
    sources.set(parsed.file, parsed.source);
    return parsed;
  };
  const checked = (parsed: ParsedFile): CheckedFile | undefined =>
    parsed.map ? { file: parsed.file, map: parsed.map, value: parsed.value } : undefined;

  const sitePath = join(pagesDir, 'site.yaml');
  const siteSource = sourceFiles.find((source) => source.path === sitePath);
  const siteParsed: ParsedFile = siteSource ? read(siteSource) : missingSite(display(sitePath));
  sources.set(siteParsed.file, siteParsed.source);
  const tokens = siteTokens(siteParsed.value);
  const tokensKey = JSON.stringify([...tokens]);
  const checkPage = (source: SourceFile) => {
    const make = () => {
      const parsed = read(source);
      return { parsed, result: validateFile(parsed, PageSchema, tokens) };
    };
    if (kept === undefined) return make();
    const check = kept.take(display(source.path), source.bytes, tokensKey, make);
    sources.set(check.parsed.file, check.parsed.source);
    return check;
  };
  const siteResult = validateFile(siteParsed, SiteSchema, tokens);
  problems.push(...siteResult.problems);

  // The languages' folders hold translations, checked after the pages they translate.
  const languages = translationLanguages(siteParsed.value);
  const translationSources: { source: SourceFile; language: string; of: string }[] = [];

  const pages: (PageEntry & { checked: CheckedFile })[] = [];
  // Paths of pages that failed validation still exist as far as links are concerned: one broken
  // page must not make every link to it an error too.
  const pathsOfInvalidPages: string[] = [];
  const files = [display(sitePath)];
  for (const source of sourceFiles) {
    if (source.path === sitePath) continue;
    files.push(display(source.path));
    const translating = translationOf(pagesDir, source.path, languages);
    if (translating !== undefined) {
      translationSources.push({ source, language: translating.language, of: translating.source });
      continue;
    }
    const { parsed, result } = checkPage(source);
    problems.push(...result.problems);
    const file = checked(parsed);
    if (result.value && file)
      pages.push({ id: pageId(pagesDir, source.path), file: parsed.file, page: result.value, checked: { ...file, value: result.value } });
    else pathsOfInvalidPages.push(...writtenPaths(parsed.value));
  }

  const siteFile = checked(siteParsed);
  const site = siteResult.value && siteFile ? { file: { ...siteFile, value: siteResult.value }, site: siteResult.value } : undefined;
  const listProblems = site === undefined ? [] : languageProblems(site.file, site.site);
  problems.push(...listProblems);

  const translations: TranslationEntry[] = [];
  const translatedSites = new Map<string, Site>();
  const translatedPages: Translations['pages'][number][] = [];
  for (const { source, language, of } of translationSources) {
    // site.yaml's translation is read as site settings, every other one as a page (kept from one check to the next as pages are).
    const siteCheck = of === sitePath ? { parsed: read(source) } : undefined;
    const pageCheck = of === sitePath ? undefined : checkPage(source);
    const parsed = siteCheck?.parsed ?? pageCheck?.parsed ?? read(source);
    const asSite = siteCheck === undefined ? undefined : validateFile(siteCheck.parsed, SiteSchema, tokens);
    const asPage = pageCheck?.result;
    const value = asSite?.value ?? asPage?.value;
    problems.push(...(asSite?.problems ?? asPage?.problems ?? []));
    const page = of === sitePath ? site?.site : pages.find((entry) => entry.file === display(of))?.page;
    const translated = { language, file: parsed.file, source: display(of) };
    if (!sourceFiles.some((file) => file.path === of)) {
      problems.push(problem('translation-without-source', { file: parsed.file, position: { line: 1, col: 1 } }, translated));
      continue;
    }
    const file = checked(parsed);
    // A translation or a page with errors of its own is compared once they are mended.
    if (value === undefined || file === undefined || page === undefined) continue;
    const checkedTranslation = { ...file, value };
    const report = reporter(checkedTranslation, problems);
    for (const drift of driftOf(page, value)) report('translation-drift', drift.path, { source: translated.source, what: drift.what });
    const languageName = site?.site.languages?.find((entry) => entry.code === language)?.name ?? language;
    // Words are checked by name below; every other text the schema filled in is English.
    for (const defaulted of defaultedTexts(parsed.value, value).filter(({ path }) => path[0] !== 'words')) {
      const field = defaulted.path.findLast((key): key is string => typeof key === 'string') ?? '';
      report('untranslated-default', defaulted.path, { field, text: defaulted.text, language: languageName });
    }
    if (of === sitePath && site !== undefined) {
      const name = languageName;
      const written = childOf(parsed.value, 'words');
      const missing = wordsNotWritten(written);
      if (written === undefined) report('missing-words', [], { count: missing.length, language: name });
      else for (const word of missing) report('missing-word', ['words'], { word, english: englishWords[word], language: name });
    }
    problems.push(...lintTranslation(checkedTranslation, asPage?.value));
    translations.push(translated);
    if (asSite?.value) translatedSites.set(language, asSite.value);
    const sourceId = pageId(pagesDir, of);
    if (asPage?.value)
      translatedPages.push({
        id: `${language}/${sourceId}`,
        file: parsed.file,
        page: asPage.value,
        translates: { language, id: sourceId },
      });
  }
  // Each translation language's pages are shown with its own site.yaml: without it they cannot be
  // (asked once the list of languages itself is sound).
  if (site !== undefined && listProblems.length === 0)
    (site.site.languages ?? []).forEach(({ code }, index) => {
      const settings = join(pagesDir, code, 'site.yaml');
      if (code !== site.site.lang && !sourceFiles.some((source) => source.path === settings))
        reporter(site.file, problems)('missing-language-settings', ['languages', index, 'code'], { code, file: display(settings) });
    });
  const redirects = redirectTable(pages);
  for (const written of pathsOfInvalidPages) redirects[written.toLowerCase()] ??= written;
  const { publicFiles } = options;
  const pictureExists =
    publicFiles === undefined ? (src: string) => existsSync(join(publicDir, src)) : (src: string) => publicFiles.has(src);
  problems.push(...crossCheck({ site, pages, redirects, pictureExists }));
  // The build copies public/ as it is, and a copy follows links: out of the site, or round in a circle.
  for (const link of linksBelow(publicDir)) {
    problems.push(problem('linked-public-file', { file: display(join(publicDir, link)), position: { line: 1, col: 1 } }));
  }
  problems.push(...lintContent({ ...(site ? { site: site.file } : {}), pages }));

  kept?.settle();
  const entries: PageEntry[] = pages.map(({ id, file, page }) => ({ id, file, page }));
  const failed = problems.some((problem) => problem.severity === 'error');
  return {
    ...(site ? { site: site.site } : {}),
    pages: entries,
    translations,
    translated: { sites: translatedSites, pages: translatedPages },
    ...(!failed && site ? { siteData: deriveSiteData(site.site, entries, { sites: translatedSites, pages: translatedPages }) } : {}),
    problems,
    sources,
    files,
  };
}
