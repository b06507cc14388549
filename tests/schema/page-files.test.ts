/**
 * A page written as `.yml` is a page for everything that lists the pages folder: the loader,
 * `npm run new` and AUTHORING.md's generator all take the list from schema/content/page-files.ts.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { pageFiles } from '../../schema/content/page-files.ts';
import { checkSiteWith } from '../../scripts/cli/authoring-reference.ts';
import { newPageProblem } from '../../scripts/cli/scaffold.ts';
import { fixtureRoot } from '../helpers/fixture-site.ts';

const wholesale = `path: /wholesale
title: Fixturely for Wholesale
description: The fixture wholesale industry page, written as a .yml file, for the tests of page listing.
nav: { group: industries, label: Wholesale, order: 2 }
sections:
  - type: hero
    heading: Wholesale runs on {brand}
`;

const root = fixtureRoot({ 'industries/wholesale.yml': wholesale, 'notes.txt': 'not a page' });
const pagesDir = join(root, 'pages');
const shown = (file: string) => relative(pagesDir, file).split(sep).join('/');

describe('a .yml page is listed by every user of the pages folder', () => {
  test('the listing: .yaml and .yml files of every subfolder, sorted, nothing else', () => {
    expect(pageFiles(pagesDir).map(shown)).toEqual([
      'contact.yaml',
      'home.yaml',
      'industries/retail.yaml',
      'industries/wholesale.yml',
      'products/erp.yaml',
      'site.yaml',
    ]);
  });

  test('the loader validates it as a page', () => {
    const content = loadContent({ root });
    expect(content.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(content.pages.map((page) => page.id)).toContain('industries/wholesale');
  });

  test('npm run new finds its address taken', () => {
    expect(newPageProblem({ kind: 'industry', slug: 'wholesale', name: 'Wholesale', pagesDir, cwd: root })).toEqual({
      reason: 'taken',
      message: 'the address /wholesale is already used by pages/industries/wholesale.yml — choose another slug, or edit that page.',
    });
  });

  test("AUTHORING.md's generator checks it with the rest of the site", () => {
    const content = checkSiteWith({}, root);
    expect(content.files).toContain('pages/industries/wholesale.yml');
    expect(content.pages.map((page) => page.id)).toContain('industries/wholesale');
  });
});

describe('a link in the pages folder is never followed (the folder may be a content repository anyone on the team writes to)', () => {
  const linked = fixtureRoot({});
  const linkedPages = join(linked, 'pages');
  const outside = mkdtempSync(join(tmpdir(), 'outside-the-site-'));
  writeFileSync(join(outside, 'secret.yaml'), 'password: the server’s own file\n');
  mkdirSync(join(outside, 'more'));
  writeFileSync(join(outside, 'more', 'page.yaml'), 'path: /from-outside\n');
  // A folder that leads round in a circle, a file and a folder outside the site.
  symlinkSync('..', join(linkedPages, 'industries', 'round'));
  symlinkSync(join(outside, 'secret.yaml'), join(linkedPages, 'secret.yaml'));
  symlinkSync(join(outside, 'more'), join(linkedPages, 'more'));

  test('the listing holds the files only, and ends', () => {
    expect(pageFiles(linkedPages).map((file) => relative(linkedPages, file).split(sep).join('/'))).toEqual([
      'contact.yaml',
      'home.yaml',
      'industries/retail.yaml',
      'products/erp.yaml',
      'site.yaml',
    ]);
  });

  test('nothing outside the folder is read, so no message quotes it', () => {
    const content = loadContent({ root: linked });
    expect(JSON.stringify(content.problems)).not.toContain('the server’s own file');
    expect(content.pages.map(({ page }) => page.path)).not.toContain('/from-outside');
  });
});

describe('a link in the public folder is a located error, never copied into the site', () => {
  const root = fixtureRoot({});
  // The fixture's public/ is a link to the project's pictures: this one is a folder of its own.
  const publicDir = mkdtempSync(join(tmpdir(), 'public-with-links-'));
  mkdirSync(join(publicDir, 'images'));
  writeFileSync(join(publicDir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  symlinkSync('/etc/hostname', join(publicDir, 'images', 'host.txt'));
  symlinkSync('..', join(publicDir, 'images', 'round'));

  test('each link is named, in plain words, with what to do', () => {
    const problems = loadContent({ root, publicDir }).problems.filter((found) => found.code === 'linked-public-file');
    expect(problems.map(({ file, severity, message }) => ({ file, severity, message }))).toEqual(
      ['images/host.txt', 'images/round'].map((link) => ({
        file: relative(root, join(publicDir, link)).split(sep).join('/'),
        severity: 'error',
        message: 'this file is a link to another file or folder — put the file itself here, or remove the link.',
      })),
    );
  });

  test('a public folder without links has no such problem', () => {
    expect(loadContent({ root }).problems.map(({ code }) => code)).not.toContain('linked-public-file');
  });
});
