import { reporter, type CheckedFile, type Report } from './checks.ts';
import type { Problem } from './errors.ts';
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
const emptyAlt = /^(image|picture|photo|photograph|img|icon|logo|graphic|illustration|screenshot|banner|placeholder)$|\.(svg|png|jpe?g|webp|avif|gif)$/i;

interface LintedPage {
  page: Page;
  checked: CheckedFile;
}

/** Characters as people count them (an emoji is one). */
const length = (text: string) => [...text].length;

const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** ` (with {brand} filled in)` when the written text uses tokens, so the count makes sense. */
function filledIn(checked: CheckedFile, field: string): string {
  const written: unknown = checked.map.doc.getIn([field]);
  const tokens = typeof written === 'string' ? (written.match(/\{[a-zA-Z]\w*\}/g) ?? []) : [];
  return tokens.length === 0 ? '' : ` (with ${[...new Set(tokens)].join(' and ')} filled in)`;
}

/** `pages/a.yaml`, `pages/a.yaml and pages/b.yaml`, `pages/a.yaml, pages/b.yaml and pages/c.yaml`. */
function listFiles(files: readonly string[]): string {
  return files.length <= 1 ? (files[0] ?? '') : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;
}

/** Placeholders, filler, draft notes and alt texts that say nothing, anywhere in a file. */
function lintText(file: CheckedFile, report: Report): void {
  walk(file.value, (path, key, item) => {
    if (typeof item !== 'string') return;
    const unfinished = unfinishedText(item);
    if (unfinished !== undefined) report(path, unfinished);
    else if (key === 'alt' && emptyAlt.test(item.trim())) {
      report(path, `the alt text "${item}" does not say what the picture shows — describe it in a few words, or write "decorative: true" instead if it adds nothing to the text.`, 'warning');
    }
  });
}

/** Title and description lengths as search results show them. */
function lintSearchSnippet({ page, checked }: LintedPage, report: Report): void {
  const title = length(page.title);
  if (title > titleMax && unfinishedText(page.title) === undefined) {
    report(['title'], `the title is ${title} characters long${filledIn(checked, 'title')}, and search results show only about ${titleMax} — shorten it so it is not cut off.`, 'warning');
  }
  if (unfinishedText(page.description) !== undefined) return;
  const description = length(page.description);
  if (description < descriptionMin) {
    report(['description'], `the description is only ${description} characters long${filledIn(checked, 'description')} — write one or two sentences (${descriptionMin} to ${descriptionMax} characters) that tell searchers what the page offers.`, 'warning');
  } else if (description > descriptionMax) {
    report(['description'], `the description is ${description} characters long${filledIn(checked, 'description')}, and search results cut it after about ${descriptionMax} — shorten it to one or two sentences.`, 'warning');
  }
}

interface DuplicateRule {
  field: 'title' | 'description';
  severity: Problem['severity'];
  message: (others: string) => string;
}

/** Pages sharing a description (an error) or a title (a warning), reported in every file concerned. */
function lintDuplicates(pages: readonly LintedPage[], reports: ReadonlyMap<string, Report>): void {
  const rules: DuplicateRule[] = [
    {
      field: 'description',
      severity: 'error',
      message: (others: string) => `the same description is used by ${others} — search engines may show only one of the pages; write a description that fits this page alone.`,
    },
    {
      field: 'title',
      severity: 'warning',
      message: (others: string) => `the same title is used by ${others} — give each page its own title so visitors can tell them apart in search results and browser tabs.`,
    },
  ];
  for (const rule of rules) {
    const byText = new Map<string, string[]>();
    for (const { page, checked } of pages) {
      if (unfinishedText(page[rule.field]) !== undefined) continue;
      const key = sameText(page[rule.field]);
      byText.set(key, [...(byText.get(key) ?? []), checked.file]);
    }
    for (const files of byText.values()) {
      if (files.length < 2) continue;
      for (const file of files) {
        reports.get(file)?.([rule.field], rule.message(listFiles(files.filter((other) => other !== file))), rule.severity);
      }
    }
  }
}

/**
 * The content lint: what the schema cannot see in one field alone. Unfinished text and shared
 * descriptions are errors; lengths, shared titles and empty alt texts are warnings, which never
 * fail a build.
 */
export function lintContent(options: { site?: CheckedFile; pages: readonly LintedPage[] }): Problem[] {
  const problems: Problem[] = [];
  const reports = new Map<string, Report>();
  if (options.site) lintText(options.site, reporter(options.site, problems));
  for (const entry of options.pages) {
    const report = reporter(entry.checked, problems);
    reports.set(entry.checked.file, report);
    lintText(entry.checked, report);
    lintSearchSnippet(entry, report);
  }
  lintDuplicates(options.pages, reports);
  return problems;
}
