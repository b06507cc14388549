import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import type { Problem } from '../../schema/content/errors.ts';
import { unfinishedText } from '../../schema/content/placeholders.ts';
import { fixtureRoot } from '../helpers/fixture-site.ts';

const page = (path: string, fields: string) => `path: ${path}\n${fields}\nsections:\n  - type: hero\n    heading: A heading for ${path}\n`;
const description = (words: string) => `description: ${words}, written long enough for search results to show it well.`;
const headlines = (problems: readonly Problem[]) =>
  problems.map((problem) => `${problem.file}:${problem.position.line}:${problem.position.col} ${problem.severity} ${problem.where}`);

describe('content lint', () => {
  test('warnings never block the site: the build data is still produced', () => {
    const root = fixtureRoot({ 'short.yaml': page('/short', 'title: Short\ndescription: Too short.') });
    const content = loadContent({ root });
    expect(headlines(content.problems)).toEqual(['pages/short.yaml:3:14 warning description']);
    expect(content.siteData).toBeDefined();
  });

  test('title length is counted with the tokens filled in', () => {
    // 60 characters as written; "{brand}" becomes "Fixturely", two characters longer.
    const title = `title: ${'A'.repeat(52)} {brand}`;
    const content = loadContent({
      root: fixtureRoot({ 'long.yaml': page('/long', `${title}\n${description('A title near the limit')}`) }),
    });
    expect(content.problems.map((problem) => problem.message)).toEqual([
      'the title is 62 characters long (with {brand} filled in), and search results show only about 60 — shorten it so it is not cut off.',
    ]);
  });

  test('a description shared by three pages names the two others in each file', () => {
    const shared = description('Three pages with one summary');
    const root = fixtureRoot({
      'a.yaml': page('/a', `title: A\n${shared}`),
      'b.yaml': page('/b', `title: B\n${shared}`),
      'c.yaml': page('/c', `title: C\n${shared}`),
    });
    const messages = loadContent({ root }).problems.map((problem) => `${problem.file}: ${problem.message.split(' — ')[0]}`);
    expect(messages).toEqual([
      'pages/a.yaml: the same description is used by pages/b.yaml and pages/c.yaml',
      'pages/b.yaml: the same description is used by pages/a.yaml and pages/c.yaml',
      'pages/c.yaml: the same description is used by pages/a.yaml and pages/b.yaml',
    ]);
  });

  test('a decorative picture needs no alt text', () => {
    const fields = `title: Decorative\n${description('A page with an ornament')}`;
    const text = `${page('/decorative', fields)}    image: { src: /images/logo.svg, decorative: true }\n`;
    expect(loadContent({ root: fixtureRoot({ 'decorative.yaml': text }) }).problems).toEqual([]);
  });

  test('placeholders in site.yaml are refused too', () => {
    const root = fixtureRoot();
    const siteFile = join(root, 'pages', 'site.yaml');
    writeFileSync(
      siteFile,
      readFileSync(siteFile, 'utf8').replace(
        'agreement: By using this site you agree to this policy.',
        'agreement: "REPLACE: the closing line."',
      ),
    );
    expect(headlines(loadContent({ root }).problems)).toEqual(['pages/site.yaml:26:14 error privacy.agreement']);
  });
});

describe('unfinished text', () => {
  test('ordinary words pass; markers, filler and draft notes do not', () => {
    expect(unfinishedText('Keep a to-do list for every project, and replace paper forms.')).toBeUndefined();
    expect(unfinishedText('Tasks to do today')).toBeUndefined();
    expect(unfinishedText('REPLACE: the heading')).toEqual({ code: 'placeholder' });
    expect(unfinishedText('Lorem ipsum dolor sit amet')).toEqual({ code: 'filler-text' });
    expect(unfinishedText('Prices TBD')).toEqual({ code: 'draft-note', note: 'TBD' });
    expect(unfinishedText('FIXME wrong number')).toEqual({ code: 'draft-note', note: 'FIXME' });
  });
});
