import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { BuildFailure, buildSite } from '../../scripts/build/build.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';

/** Every file under a folder with a hash of its content, to prove a folder did not change. */
function snapshot(folder: string): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  return Object.fromEntries(
    files.flatMap((file) => {
      try {
        return [[file, createHash('sha256').update(readFileSync(join(folder, file))).digest('hex')]];
      } catch {
        return []; // a folder
      }
    }),
  );
}

const html = (dist: string, file: string) => new JSDOM(readFileSync(join(dist, file), 'utf8')).window.document;
const linksTo = (document: Document, path: string, within: string) => document.querySelectorAll(`${within} a[href="${path}"]`).length;

describe('adding an industry is one new YAML file', () => {
  const pagesDir = join(fixtureRoot(), 'pages');
  const outDir = join(mkdtempSync(join(tmpdir(), 'site-add-')), 'dist');

  test('the new page gets its route, header and footer links, and sitemap entry; a broken page changes nothing', async () => {
    await buildSite({ root: projectRoot, pagesDir, outDir, quiet: true });
    expect(linksTo(html(outDir, 'index.html'), '/wholesale', 'footer')).toBe(0);

    // A copy of the retail page with a new name and path; no other file is touched.
    const retail = readFileSync(join(pagesDir, 'industries', 'retail.yaml'), 'utf8');
    writeFileSync(
      join(pagesDir, 'industries', 'wholesale.yaml'),
      retail.replace('path: /retail', 'path: /wholesale').replaceAll('Retail', 'Wholesale').replace('order: 1', 'order: 2').replace('fixture retail', 'fixture wholesale'),
    );
    await buildSite({ root: projectRoot, pagesDir, outDir, quiet: true });

    const page = html(outDir, 'wholesale/index.html');
    expect(page.querySelector('h1')?.textContent).toBe('Wholesale runs on Fixturely');
    const home = html(outDir, 'index.html');
    expect(linksTo(home, '/wholesale', 'header nav')).toBe(1);
    expect(linksTo(home, '/wholesale', 'footer')).toBe(1);
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://www.fixturely.example/wholesale</loc>');
    const routes: { pages: string[] } = JSON.parse(readFileSync(join(outDir, 'routes.json'), 'utf8'));
    expect(routes.pages).toContain('/wholesale');

    // A failed build leaves the last good site exactly as it was.
    const before = snapshot(outDir);
    writeFileSync(join(pagesDir, 'industries', 'broken.yaml'), 'path: /broken\ntitle: Broken\ndescription: Broken.\nsections:\n  - type: heroo\n');
    await expect(buildSite({ root: projectRoot, pagesDir, outDir, quiet: true })).rejects.toThrow(BuildFailure);
    await expect(buildSite({ root: projectRoot, pagesDir, outDir, quiet: true })).rejects.toThrow(/broken\.yaml:5:11 {2}sections\[0\]\.type: unknown section type "heroo"/);
    expect(snapshot(outDir)).toEqual(before);
  }, 120_000);
});
