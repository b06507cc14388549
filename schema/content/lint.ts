import { reporter, type CheckedFile, type Report } from './checks.ts';
import type { Problem } from './errors.ts';
import { locateValue } from './locate.ts';
import type { Page } from '../page.ts';
import { unfinishedText } from './placeholders.ts';
import { walk } from './walk.ts';

/** Search results cut titles after about this many characters. */
export const titleMax = 60;
/** A description shorter than this says too little in search results. */
export const descriptionMin = 50;
/** Search results cut descriptions after about this many characters. */
export const descriptionMax = 160;

/** Alt texts that name the kind of file rather than what the picture shows. */
const emptyAlt =
  /^(image|picture|photo|photograph|img|icon|logo|graphic|illustration|screenshot|banner|placeholder)$|\.(svg|png|jpe?g|webp|avif|gif)$/i;

interface LintedPage {
  page: Page;
  checked: CheckedFile;
}

/** Characters as people count them (an emoji is one). */
const length = (text: string) => Array.from(text).length;

const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The `{tokens}` the written text of a field uses, so a count with them filled in makes sense. */
function tokensIn(checked: CheckedFile, field: string): string[] {
  const written: unknown = checked.map.doc.getIn([field]);
  return typeof written === 'string' ? [...new Set(written.match(/\{[a-zA-Z]\w*\}/g) ?? [])] : [];
}

/** Placeholders, filler, draft notes and alt texts that say nothing, anywhere in a file. */
function lintText(file: CheckedFile, report: Report): void {
  walk(file.value, (path, key, item) => {
    if (typeof item !== 'string') return;
    const unfinished = unfinishedText(item);
    if (unfinished?.code === 'draft-note') report('draft-note', path, { note: unfinished.note });
    else if (unfinished !== undefined) report(unfinished.code, path);
    else if (key === 'alt' && emptyAlt.test(item.trim())) report('generic-alt', path, { alt: item });
  });
}

/** Title and description lengths as search results show them. */
function lintSearchSnippet({ page, checked }: LintedPage, report: Report): void {
  const title = length(page.title);
  if (title > titleMax && unfinishedText(page.title) === undefined) {
    report('long-title', ['title'], { length: title, tokens: tokensIn(checked, 'title'), limit: titleMax });
  }
  if (unfinishedText(page.description) !== undefined) return;
  const description = length(page.description);
  const tokens = tokensIn(checked, 'description');
  if (description < descriptionMin) {
    report('short-description', ['description'], { length: description, tokens, min: descriptionMin, max: descriptionMax });
  } else if (description > descriptionMax) {
    report('long-description', ['description'], { length: description, tokens, max: descriptionMax });
  }
}

/** Pages sharing a description (an error) or a title (a warning), reported in every file concerned. */
function lintDuplicates(pages: readonly LintedPage[], reports: ReadonlyMap<string, Report>): void {
  const rules = [
    { field: 'description', code: 'duplicate-description' },
    { field: 'title', code: 'duplicate-title' },
  ] as const;
  for (const rule of rules) {
    const byText = new Map<string, string[]>();
    for (const { page, checked } of pages) {
      if (unfinishedText(page[rule.field]) !== undefined) continue;
      const key = sameText(page[rule.field]);
      byText.set(key, [...(byText.get(key) ?? []), checked.file]);
    }
    for (const files of byText.values()) {
      if (files.length < 2) continue;
      for (const file of files) reports.get(file)?.(rule.code, [rule.field], { others: files.filter((other) => other !== file) });
    }
  }
}

/** Text this long, with spaces in it, is a paragraph of copy rather than a label or a name. */
export const paragraphMin = 40;
/** Fields that describe or name something rather than tell it: the same picture keeps its alt text on every page. */
const notProse = new Set<PropertyKey>(['alt', 'href', 'src', 'heading', 'label', 'eyebrow', 'name', 'title', 'role']);

/** A paragraph of a page's sections: where it stands and its text as readers compare it. */
interface Paragraph {
  file: string;
  path: PropertyKey[];
  line: number;
  text: string;
}

/** The paragraphs of one page's sections. */
function paragraphsOf({ page, checked }: LintedPage): Paragraph[] {
  const found: Paragraph[] = [];
  walk(page.sections, (path, key, item) => {
    if (
      typeof item !== 'string' ||
      (key !== undefined && notProse.has(key)) ||
      length(item) < paragraphMin ||
      !/\s/.test(item.trim()) ||
      unfinishedText(item) !== undefined
    )
      return;
    const at = ['sections', ...path];
    found.push({ file: checked.file, path: at, line: locateValue(checked.map, at).line, text: sameText(item) });
  });
  return found;
}

/** What the lint finds in one page alone: its own problems, and its paragraphs for the site-wide comparison. */
interface PageLint {
  problems: Problem[];
  paragraphs: Paragraph[];
}

/**
 * Each page's own lint, by its validated value: a page whose check was kept (file-checks.ts) keeps
 * the same value, so a long-lived process lints again only the pages that changed.
 */
const pageLints = new WeakMap<Page, PageLint>();

function pageLint(entry: LintedPage): PageLint {
  const known = pageLints.get(entry.page);
  if (known !== undefined) return known;
  const problems: Problem[] = [];
  const report = reporter(entry.checked, problems);
  lintText(entry.checked, report);
  lintSearchSnippet(entry, report);
  const made = { problems, paragraphs: paragraphsOf(entry) };
  pageLints.set(entry.page, made);
  return made;
}

/** A paragraph that stands word for word elsewhere on the site (a warning), named in each later place with the first one's file and line. */
function lintRepeatedParagraphs(pages: readonly LintedPage[], reports: ReadonlyMap<string, Report>): void {
  const first = new Map<string, Paragraph>();
  for (const paragraph of pages.flatMap((entry) => pageLint(entry).paragraphs)) {
    const earlier = first.get(paragraph.text);
    if (earlier === undefined) first.set(paragraph.text, paragraph);
    else reports.get(paragraph.file)?.('repeated-paragraph', paragraph.path, { other: `${earlier.file}:${earlier.line}` });
  }
}

/**
 * The content lint: what the schema cannot see in one field alone. Unfinished text and shared
 * descriptions are errors; lengths, shared titles, repeated paragraphs and empty alt texts are
 * warnings, which never fail a build.
 */
export function lintContent(options: { site?: CheckedFile; pages: readonly LintedPage[] }): Problem[] {
  const problems: Problem[] = [];
  const reports = new Map<string, Report>();
  if (options.site) lintText(options.site, reporter(options.site, problems));
  for (const entry of options.pages) {
    reports.set(entry.checked.file, reporter(entry.checked, problems));
    problems.push(...pageLint(entry).problems);
  }
  lintDuplicates(options.pages, reports);
  lintRepeatedParagraphs(options.pages, reports);
  return problems;
}

/**
 * A translation's own lint: text still marked for translating (`REPLACE:`), filler and draft notes,
 * alt texts that say nothing, and, for a page, its title and description as search results show
 * them. The site-wide comparisons (the same description twice, a repeated paragraph) are the
 * pages' own: a translation repeats its page's sentences in another language.
 */
export function lintTranslation(checked: CheckedFile, page: Page | undefined): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(checked, problems);
  lintText(checked, report);
  if (page !== undefined) lintSearchSnippet({ page, checked }, report);
  return problems;
}
