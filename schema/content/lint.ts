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
