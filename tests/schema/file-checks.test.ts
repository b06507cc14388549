/**
 * A check with kept file checks (the team server's kept build process) finds exactly what a check
 * from scratch finds, and reads and validates again only the pages whose bytes, or the site's
 * tokens, changed.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkSources, readSources, type Content, type SourceFile } from '../../schema/content/content.ts';
import { fileChecks } from '../../schema/content/file-checks.ts';
import { parseYamlFile } from '../../schema/content/load.ts';
import type { Page } from '../../schema/page.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const pagesDir = join(projectRoot, 'pages');
const retail = join(pagesDir, 'industries', 'retail.yaml');
const site = join(pagesDir, 'site.yaml');
const options = { root: projectRoot, pagesDir, publicDir: join(projectRoot, 'public') };
const realSources = readSources(pagesDir);
/** site.yaml and its translations are checked as site settings, every other file as a page: kept from check to check. */
const pageFiles = realSources.filter((source) => !source.path.endsWith('/site.yaml')).length;
const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = (path: string) => new TextDecoder().decode(realSources.find((source) => source.path === path)?.bytes);

/** The sources with `path`'s text changed by `change` (or the file left out, for null). */
function withFile(path: string, change: ((text: string) => string) | null): SourceFile[] {
  return realSources.flatMap((source) => {
    if (source.path !== path) return [source];
    return change === null ? [] : [{ path, bytes: bytes(change(textOf(path))) }];
  });
}

const retailFile = 'pages/industries/retail.yaml';
/** The files a check says have a description too long for search results, in order. */
const longDescriptions = (content: Content) =>
  content.problems
    .filter((problem) => problem.code === 'long-description')
    .map((problem) => problem.file)
    .sort();

/** What a check found, in a form two checks can be compared by. */
const found = (content: Content) => ({
  problems: content.problems,
  pages: content.pages,
  siteData: content.siteData,
  files: content.files,
  sources: [...content.sources],
});

describe('kept file checks', () => {
  test('the same findings as a check from scratch, with only the changed pages validated again', () => {
    const kept = fileChecks<Page>();
    const pageCount = pageFiles;
    expect(found(checkSources(options, realSources, kept))).toEqual(found(checkSources(options, realSources)));
    expect(kept.counts()).toEqual({ kept: 0, made: pageCount });

    expect(found(checkSources(options, realSources, kept))).toEqual(found(checkSources(options, realSources)));
    expect(kept.counts()).toEqual({ kept: pageCount, made: 0 });

    // A page made invalid: its problems, located, as from scratch; the other pages kept.
    const broken = withFile(retail, (text) => text.replace(/^path: .*$/m, 'path: 12'));
    const brokenCheck = checkSources(options, broken, kept);
    expect(brokenCheck.problems.some((problem) => problem.file === retailFile && problem.severity === 'error')).toBe(true);
    expect(found(brokenCheck)).toEqual(found(checkSources(options, broken)));
    expect(kept.counts()).toEqual({ kept: pageCount - 1, made: 1 });

    // The lint of a page kept as it was, and of the page changed: a long description is a warning in its file only.
    const wordy = withFile(retail, (text) =>
      text.replace(/^description: .*$/m, `description: ${'Stock, tills and staff in one system. '.repeat(6)}`),
    );
    const wordyCheck = checkSources(options, wordy, kept);
    // Whichever real pages carry the warning already (an author's new page may) keep it; retail gains it.
    const withoutRetail = longDescriptions(checkSources(options, realSources)).filter((file) => file !== retailFile);
    expect(longDescriptions(wordyCheck)).toEqual([...withoutRetail, retailFile].sort());
    expect(found(wordyCheck)).toEqual(found(checkSources(options, wordy)));

    // Back to the real bytes: validated again (the kept check is the last one's now).
    checkSources(options, realSources, kept);
    expect(kept.counts()).toEqual({ kept: pageCount - 1, made: 1 });
  });

  test('a change to the site’s tokens validates every page again', () => {
    const kept = fileChecks<Page>();
    checkSources(options, realSources, kept);
    const renamed = withFile(site, (text) => text.replace(/^(brand:\n {2}name: ).*$/m, '$1Northwind'));
    expect(found(checkSources(options, renamed, kept))).toEqual(found(checkSources(options, renamed)));
    expect(kept.counts()).toEqual({ kept: 0, made: pageFiles });
  });

  test('site settings are read again only when their bytes change, and forgotten when a check leaves them out', () => {
    const kept = fileChecks<Page>();
    let reads = 0;
    const take = (text: string) =>
      kept.parsed('pages/site.yaml', bytes(text), () => {
        reads += 1;
        return parseYamlFile('pages/site.yaml', bytes(text));
      });
    const first = take(textOf(site));
    expect(take(textOf(site))).toBe(first);
    expect(reads).toBe(1);
    const changed = `${textOf(site)}# a comment\n`;
    expect(take(changed).source).toBe(changed);
    expect(reads).toBe(2);
    kept.settle();
    kept.settle();
    take(changed);
    expect(reads).toBe(3);
  });

  test('a page taken out is forgotten, and validated when it comes back', () => {
    const kept = fileChecks<Page>();
    checkSources(options, realSources, kept);
    const without = checkSources(options, withFile(retail, null), kept);
    expect(without.files).not.toContain('pages/industries/retail.yaml');
    expect(kept.counts()).toEqual({ kept: pageFiles - 1, made: 0 });
    checkSources(options, realSources, kept);
    expect(kept.counts()).toEqual({ kept: pageFiles - 1, made: 1 });
  });
});
