/**
 * README promises that adding an industry or a module is one new file and nothing else. This
 * builds a copy of the real pages with one new page of each kind, written the way authors start
 * one (`npm run new`, then every placeholder filled in), and two more copied from existing pages
 * and only partly rewritten, which carry every warning of the validator between them. It runs the
 * same SPEC, search and link checks as the real build: a page the validator takes keeps them green.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { BuildFailure, buildSite } from '../../scripts/build/build.ts';
import { createPage } from '../../scripts/cli/scaffold.ts';
import { readRoutesFile } from '../../scripts/server/built-site.ts';
import { serveDist, type ServedSite } from '../../scripts/server/serve-dist.ts';
import { builtSite, copyOfRealProject, documentAt, pageDocument, type BuiltSite } from '../helpers/built-site.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { linkChecks } from '../helpers/link-checks.ts';
import { addPagesWithEveryWarning, warningCodes } from '../helpers/warning-pages.ts';
import { loadContent } from '../../schema/content/content.ts';
import { seoChecks } from '../helpers/seo-checks.ts';
import { specChecks } from '../helpers/spec-checks.ts';

/** The new pages: one industry and one ERP module, as `npm run new` starts them. */
const newPages = [
  { kind: 'industry', slug: 'wholesale', name: 'Wholesale' },
  { kind: 'module', slug: 'fleet-management', name: 'Fleet Management' },
] as const;

/** Every file under a folder with a hash of its content, to prove a folder did not change. */
function snapshot(folder: string): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  return Object.fromEntries(
    files.flatMap((file) => {
      try {
        return [
          [
            file,
            createHash('sha256')
              .update(readFileSync(join(folder, file)))
              .digest('hex'),
          ],
        ];
      } catch {
        return []; // a folder
      }
    }),
  );
}

/** Writes a new page from its template and replaces each placeholder with a finished sentence. */
function addPage(pagesDir: string, root: string, request: (typeof newPages)[number]): void {
  const created = createPage({ ...request, pagesDir, cwd: root });
  if (!created.ok) throw new Error(created.message);
  let count = 0;
  const text = readFileSync(created.file, 'utf8');
  writeFileSync(
    created.file,
    text.replace(
      /"REPLACE: [^"]*"/g,
      () => `"Finished sentence number ${++count} of the new ${request.name} page, written for visitors and search results."`,
    ),
  );
}

const root = copyOfRealProject();
const pagesDir = join(root, 'pages');
const outDir = join(mkdtempSync(join(tmpdir(), 'site-extended-')), 'dist');
const realSite = builtSite(projectRoot, inject('distDir'), inject('baseUrl'));
let server: ServedSite;
let site: BuiltSite;
let carried: string[] = [];

beforeAll(async () => {
  for (const request of newPages) addPage(pagesDir, root, request);
  carried = addPagesWithEveryWarning(pagesDir);
  // As in a process that rendered React in development mode first (another test file, an editor
  // tool): the build must still prerender with its own production React.
  expect(process.env['NODE_ENV']).not.toBe('production');
  createRequire(import.meta.url)('react/jsx-runtime');
  await buildSite({ root: projectRoot, pagesDir, outDir, quiet: true });
  server = await serveDist(outDir);
  site = builtSite(root, outDir, server.url);
}, 180_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await server?.close();
  rmSync(join(outDir, '..'), { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

describe('pages that carry every warning are taken', () => {
  test('the added pages carry every warning code of the catalogue, and no error', () => {
    const { problems } = loadContent({ root, pagesDir });
    const added = problems.filter((problem) => /(agriculture|fleet-portal)\.yaml$/.test(problem.file));
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect([...new Set(added.map((problem) => problem.code))].sort()).toEqual([...warningCodes].sort());
    expect([...carried].sort()).toEqual([...warningCodes].sort());
  });

  test('`npm run validate` takes them (exit 0), and `--strict` does not', () => {
    const validate = (...args: string[]) =>
      spawnSync(process.execPath, [join(projectRoot, 'scripts', 'cli', 'validate.ts'), '--pages', pagesDir, ...args], {
        cwd: root,
        encoding: 'utf8',
      }).status;
    expect(validate()).toBe(0);
    expect(validate('--strict')).toBe(1);
  });
});

describe('with new pages of each kind, the checks of the real site still pass', () => {
  test.each(specChecks)('SPEC: $name', ({ run }) => run(site));
  test.each(seoChecks)('search: $name', ({ run }) => run(site));
  test.each(linkChecks)('links: $name', ({ run }) => run(site));
});

describe('each new page is one new file', () => {
  test.each(newPages)(
    '/$slug gets its route, its page, header and footer links and a sitemap entry, which the real site lacks',
    ({ slug }) => {
      const path = `/${slug}`;
      const linksTo = (document: Document, within: string) => document.querySelectorAll(`${within} a[href="${path}"]`).length;
      const realHome = documentAt(realSite, 'index.html');
      expect([linksTo(realHome, 'header nav'), linksTo(realHome, 'footer')]).toEqual([0, 0]);

      expect(readRoutesFile(site.dist).pages).toContain(path);
      const page = site.content.pages.find((entry) => entry.page.path === path)?.page;
      expect(pageDocument(site, path).title).toBe(page?.title);
      const home = documentAt(site, 'index.html');
      expect([linksTo(home, 'header nav'), linksTo(home, 'footer')]).toEqual([1, 1]);
      expect(readFileSync(join(site.dist, 'sitemap.xml'), 'utf8')).toContain(`<loc>https://www.lumora.example${path}</loc>`);
    },
  );

  // Last: it adds a broken file to the pages the checks above read.
  test('a broken page fails the build with its located message and leaves the last good site exactly as it was', async () => {
    const before = snapshot(outDir);
    writeFileSync(
      join(pagesDir, 'industries', 'broken.yaml'),
      'path: /broken\ntitle: Broken\ndescription: Broken.\nsections:\n  - type: heroo\n',
    );
    const build = buildSite({ root: projectRoot, pagesDir, outDir, quiet: true });
    await expect(build).rejects.toThrow(BuildFailure);
    await expect(build).rejects.toThrow(/broken\.yaml:5:11 {2}sections\[0\]\.type: unknown section type "heroo"/);
    expect(snapshot(outDir)).toEqual(before);
  });
});
