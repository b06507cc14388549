/**
 * A release built from the live one by rebuilding only the pages whose text changed must be what a
 * full build of the same pages makes: the same files, the same HTML once chunk names are put
 * aside, every chunk a page or the route table names present; and every other page's files are the
 * previous release's own (hard links). Through the team server's release step too: the pictures of
 * the content repository's commit are the release's, each release's manifest says how it was built,
 * and a publish's build takes its check's validated pages only when they are the commit's very bytes.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../schema/content/content.ts';
import { translationLanguages } from '../../schema/content/translations.ts';
import { buildSite } from '../../scripts/build/build.ts';
import { buildSiteFrom, incrementalPlan } from '../../scripts/build/incremental-build.ts';
import { htmlFileFor } from '../../scripts/server/built-site.ts';
import { listReleases } from '../../scripts/deploy/index.ts';
import { startBuildProcess } from '../../studio/team/publish/build/build-process.ts';
import { releaseCommit } from '../../studio/team/publish/site-release.ts';
import { gitIn } from '../team/repo/remote-fixture.ts';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'incremental-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const oldHeading = 'Every store, every sale, one system';
const newHeading = 'Every till and every shelf in one place';
const thirdHeading = 'Every aisle and every basket in one view';
const fourthHeading = 'Every shop floor on one screen';

/** A copy of the project's pages, changed by `edit` (file inside pages/ -> new text). */
function pagesCopy(name: string, edits: Record<string, (text: string) => string> = {}): string {
  const dir = join(scratch, name);
  cpSync(join(root, 'pages'), dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

/** A change to a page's sections, made to its translations too, as an author makes it: a translation keeps its page's sections. */
function withTranslations(file: string, edit: (text: string) => string): Record<string, (text: string) => string> {
  const languages = translationLanguages(parse(readFileSync(join(root, 'pages', 'site.yaml'), 'utf8')));
  const translations = languages.map((code) => `${code}/${file}`).filter((translation) => existsSync(join(root, 'pages', translation)));
  return Object.fromEntries([file, ...translations].map((name) => [name, edit]));
}

const newRetailHeading = { 'industries/retail.yaml': (text: string) => text.replace(oldHeading, newHeading) };

/** Every file of a built site, by its path inside it. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();

/** Chunk names with their hashes put aside: `/assets/retail-k2Sdnhvw.js` -> `/assets/retail-#.js`. */
const withoutHashes = (text: string) => text.replace(/(assets\/[\w.-]+?)-[\w-]{8}\.js/g, '$1-#.js');

/** Every address under /assets/ a text names. */
const assetsNamed = (text: string) => [...text.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);

describe('an incremental build beside a full build of the same pages', () => {
  const before = join(scratch, 'before');
  const incremental = join(scratch, 'incremental');
  const full = join(scratch, 'full');
  let how: Awaited<ReturnType<typeof buildSiteFrom>>['how'] | undefined;

  beforeAll(async () => {
    await buildSite({ root, pagesDir: pagesCopy('pages-before'), outDir: before, quiet: true });
    const after = pagesCopy('pages-after', newRetailHeading);
    how = (await buildSiteFrom({ root, pagesDir: after, outDir: incremental, quiet: true, previous: { dir: before, name: 'before' } })).how;
    await buildSite({ root, pagesDir: after, outDir: full, quiet: true });
  }, 240_000);

  test('it rebuilt only the changed page', () => {
    expect(how).toEqual({ kind: 'incremental', from: 'before', pages: ['/retail'] });
    expect(readFileSync(join(incremental, 'retail', 'index.html'), 'utf8')).toContain(newHeading);
  });

  test('it holds the same files as the full build, with the same text once chunk names are put aside', () => {
    const files = filesOf(incremental);
    expect(files.map(withoutHashes)).toEqual(filesOf(full).map(withoutHashes));
    const fullFiles = new Map(filesOf(full).map((file) => [withoutHashes(file), file]));
    for (const file of files.filter((name) => /\.(html|js|json|xml|txt|conf)$/.test(name) || name.startsWith('_'))) {
      const twin = fullFiles.get(withoutHashes(file)) ?? '';
      expect(withoutHashes(readFileSync(join(incremental, file), 'utf8')), file).toBe(
        withoutHashes(readFileSync(join(full, twin), 'utf8')),
      );
    }
  });

  test('every chunk a page or the route table names is in it', () => {
    const pages = loadContent({ root }).pages.map(({ page }) => htmlFileFor(page.path));
    for (const file of [...pages, '404.html', 'page-routes.js'])
      for (const asset of assetsNamed(readFileSync(join(incremental, file), 'utf8')))
        expect(statSync(join(incremental, asset), { throwIfNoEntry: false })?.isFile(), `${asset} named by ${file}`).toBe(true);
  });

  test("every other page's files are the previous build's own", () => {
    for (const file of filesOf(before).filter((name) => name.endsWith('index.html') && name !== 'retail/index.html'))
      expect(statSync(join(incremental, file)).ino, file).toBe(statSync(join(before, file)).ino);
    // The changed page's file is a new one: the previous build's stays as it was.
    expect(readFileSync(join(before, 'retail', 'index.html'), 'utf8')).toContain(oldHeading);
  });
});

describe('what an incremental build starts from', () => {
  const previous = { dir: join(scratch, 'before'), name: 'before' };
  const planFor = (edits: Record<string, (text: string) => string>) => {
    const pagesDir = pagesCopy(`pages-${String(Object.keys(edits).length)}-${String(Math.random()).slice(2)}`, edits);
    return incrementalPlan({ root, outDir: '', previous }, loadContent({ root, pagesDir }), join(root, 'public'));
  };

  test('a menu label changes the site data: a full build, and why', () => {
    expect(planFor({ 'industries/retail.yaml': (text) => text.replace('label: Retail', 'label: Shops') })).toEqual({
      why: 'site settings, menus, the footer or page addresses changed',
    });
  });

  test("a new section type on a page changes its chunk's code: a full build, and why", () => {
    const questions =
      '  - type: accordion\n    heading: Questions\n    items:\n      - { question: Does it count stock?, answer: It counts every shelf in every store each night. }\n';
    expect(planFor(withTranslations('company/pricing.yaml', (text) => `${text.trimEnd()}\n${questions}`))).toEqual({
      why: '/pricing uses other section types or icons than before',
    });
  });
});

describe("the team server's release step", () => {
  test('builds the pictures of the content repository, and from the second release on only the pages that changed', async () => {
    const repo = join(scratch, 'content');
    cpSync(join(root, 'pages'), join(repo, 'pages'), { recursive: true });
    cpSync(join(root, 'public'), join(repo, 'public'), { recursive: true });
    const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#123456"/></svg>\n';
    writeFileSync(join(repo, 'public', 'images', 'only-in-the-content-repository.svg'), picture);
    gitIn(scratch, ['init', '-q', '-b', 'main', repo]);
    const commit = (message: string) => {
      gitIn(repo, ['add', '-A']);
      gitIn(repo, ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', message]);
      return gitIn(repo, ['rev-parse', 'HEAD']);
    };
    const settings = { root, releasesDir: join(scratch, 'releases'), nginxRoot: join(scratch, 'releases', 'live') };

    const first = await releaseCommit(settings, repo, commit('Pages and pictures'));
    expect(readFileSync(join(first.release.dir, 'images', 'only-in-the-content-repository.svg'), 'utf8')).toBe(picture);
    expect(first.release.manifest.build).toEqual({ kind: 'full', why: 'there is no live release to start from' });

    writeFileSync(
      join(repo, 'pages', 'industries', 'retail.yaml'),
      newRetailHeading['industries/retail.yaml'](readFileSync(join(repo, 'pages', 'industries', 'retail.yaml'), 'utf8')),
    );
    const second = await releaseCommit(settings, repo, commit('New retail heading'));
    expect(second.release.manifest.build).toEqual({ kind: 'incremental', from: first.release.name, pages: ['/retail'] });
    expect(readFileSync(join(second.release.dir, 'retail', 'index.html'), 'utf8')).toContain(newHeading);
    expect(readFileSync(join(second.release.dir, 'images', 'only-in-the-content-repository.svg'), 'utf8')).toBe(picture);
    // The first release is as it was: the second shares its unchanged files, never writes into them.
    expect(readFileSync(join(first.release.dir, 'retail', 'index.html'), 'utf8')).toContain(oldHeading);
    expect(listReleases({ releasesDir: settings.releasesDir }).live).toBe(second.release.name);

    // A publish's build process checks the draft's pages, then builds the merged commit: the same
    // bytes take the check's validation as they are; other bytes are validated again and built as they are.
    const retailFile = join(repo, 'pages', 'industries', 'retail.yaml');
    const withHeading = (heading: string) => readFileSync(retailFile, 'utf8').replace(newHeading, heading);
    const builder = startBuildProcess();
    try {
      const third = withHeading(thirdHeading);
      const checked = await builder.check({ repoDir: repo, changes: [{ file: 'pages/industries/retail.yaml', text: third }] });
      expect(checked.problems).toEqual([]);
      // The process keeps the pages it validated: a later check validates only what changed.
      expect(checked.anew).toBeGreaterThan(40);
      const invalid = await builder.check({ repoDir: repo, changes: [{ file: 'pages/industries/retail.yaml', text: 'path: 12\n' }] });
      expect(invalid.problems.map((problem) => problem.file)).toContain('pages/industries/retail.yaml');
      expect(invalid.anew).toBe(1);
      const again = await builder.check({ repoDir: repo, changes: [{ file: 'pages/industries/retail.yaml', text: third }] });
      expect(again).toEqual({ ...checked, ms: again.ms, anew: 1 });
      writeFileSync(retailFile, third);
      const reused = await releaseCommit(settings, repo, commit('Third heading'), builder);
      expect(reused.built?.reusedCheck).toBe(true);
      expect(reused.release.manifest.build).toEqual({ kind: 'incremental', from: second.release.name, pages: ['/retail'] });
      expect(readFileSync(join(reused.release.dir, 'retail', 'index.html'), 'utf8')).toContain(thirdHeading);

      await builder.check({
        repoDir: repo,
        changes: [{ file: 'pages/industries/retail.yaml', text: third.replace(thirdHeading, 'Checked, never committed') }],
      });
      writeFileSync(retailFile, third.replace(thirdHeading, fourthHeading));
      const validatedAgain = await releaseCommit(settings, repo, commit('Fourth heading'), builder);
      expect(validatedAgain.built?.reusedCheck).toBe(false);
      const html = readFileSync(join(validatedAgain.release.dir, 'retail', 'index.html'), 'utf8');
      expect(html).toContain(fourthHeading);
      expect(html).not.toContain('Checked, never committed');
    } finally {
      builder.close();
    }
  }, 240_000);
});
