/**
 * `npm run new -- --translate <code> <page>` (scripts/cli/translate.ts): the page's own bytes in its
 * language's folder, every text to translate marked, everything else as the page has it; the
 * validator then names each text still to translate and nothing else, and is content once they are.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { createTranslation } from '../../scripts/cli/translate.ts';
import { fixtureRoot, fixtureSite, siteTranslation } from '../helpers/fixture-site.ts';

const site = readFileSync(join(fixtureSite, 'site.yaml'), 'utf8').replace(
  'baseUrl: https://www.fixturely.example\n',
  'baseUrl: https://www.fixturely.example\nlang: en\nlanguages:\n  - { code: en, name: English }\n  - { code: es, name: Español }\n',
);
const root = fixtureRoot({ 'site.yaml': site });
const pagesDir = join(root, 'pages');
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('starting a translation', () => {
  test('writes the page with each of its texts marked, and nothing else changed', () => {
    const made = createTranslation({ pagesDir, language: 'es', page: 'industries/retail' });
    expect(made).toMatchObject({ ok: true, marked: 10 });
    const page = readFileSync(join(pagesDir, 'industries', 'retail.yaml'), 'utf8');
    const translation = readFileSync(join(pagesDir, 'es', 'industries', 'retail.yaml'), 'utf8');
    // Every line but the marked texts is the page's, byte for byte: quotes are what a text with "REPLACE: " needs.
    expect(translation.replaceAll('"REPLACE: ', '').replace(/"(,|\s}|$)/gm, '$1')).toBe(page);
    expect(translation).toContain('heading: "REPLACE: Retail runs on {brand}"');
    expect(translation).toContain('{ title: "REPLACE: Stock", text: "REPLACE: Count what is on the shelves.", icon: Inventory2 }');
    expect(translation).toContain('nav: { group: industries, label: "REPLACE: Retail", order: 1 }');
  });

  test('the validator names every text still marked and the settings the language still needs, and nothing more; translated, the page passes', () => {
    const file = join(pagesDir, 'es', 'industries', 'retail.yaml');
    const marked = loadContent({ root }).problems;
    expect(marked.map((problem) => problem.code)).toEqual([
      ...Array.from({ length: 10 }, () => 'placeholder'),
      'missing-language-settings',
    ]);
    expect(new Set(marked.map((problem) => problem.file))).toEqual(new Set(['pages/site.yaml', 'pages/es/industries/retail.yaml']));
    writeFileSync(join(pagesDir, 'es', 'site.yaml'), siteTranslation(site, 'es'));
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace('"REPLACE: Fixturely for Retail"', 'Fixturely para el comercio')
        .replace(/"REPLACE: ([^"]*)"/g, (_text, words: string) => JSON.stringify(`${words} (es)`)),
    );
    const translated = loadContent({ root });
    expect(translated.problems).toEqual([]);
    expect(translated.translations).toEqual([
      { language: 'es', file: 'pages/es/industries/retail.yaml', source: 'pages/industries/retail.yaml' },
      { language: 'es', file: 'pages/es/site.yaml', source: 'pages/site.yaml' },
    ]);
  });

  test('writes out, marked, the texts the page leaves to their English defaults, at the end of their group', () => {
    expect(createTranslation({ pagesDir, language: 'es', page: 'contact' })).toMatchObject({ ok: true, marked: 6 });
    const translation = readFileSync(join(pagesDir, 'es', 'contact.yaml'), 'utf8');
    expect(translation).toContain(
      '  - type: contact-block\n    heading: "REPLACE: Write or call"\n    emailLabel: "REPLACE: Email us"\n    phoneLabel: "REPLACE: Call us"\n',
    );
    rmSync(join(pagesDir, 'es', 'contact.yaml'));
  });

  test('a text left to its default after a list goes after the list, on a line of its own, not into the next field', () => {
    expect(createTranslation({ pagesDir, language: 'es', page: 'products/erp' })).toMatchObject({ ok: true });
    const translation = readFileSync(join(pagesDir, 'es', 'products', 'erp.yaml'), 'utf8');
    expect(translation).toContain(
      '      - { question: "REPLACE: Reports", answer: "REPLACE: Prints the fixture reports." }\n    detailsLabel: "REPLACE: How it Works:"\n',
    );
    rmSync(join(pagesDir, 'es', 'products', 'erp.yaml'));
  });

  test('site.yaml’s translation names its own language and keeps the list of languages', () => {
    rmSync(join(pagesDir, 'es', 'site.yaml'));
    expect(createTranslation({ pagesDir, language: 'es', page: 'pages/site.yaml' })).toMatchObject({ ok: true });
    const translation = readFileSync(join(pagesDir, 'es', 'site.yaml'), 'utf8');
    expect(translation).toContain('\nlang: es\n');
    expect(translation).toContain('  - { code: es, name: Español }\n');
    expect(translation).toContain('  - { id: products, label: "REPLACE: Products" }\n');
  });

  test('is refused, in words, for a language the site does not list, a page it does not have, a translation, or one made already', () => {
    const refusal = (language: string, page: string) => {
      const made = createTranslation({ pagesDir, language, page });
      return made.ok ? 'made' : made.message;
    };
    expect(refusal('fr', 'home')).toBe(
      'pages/site.yaml lists only es, not "fr" — add it under languages (for example "- { code: fr, name: … }"), then translate.',
    );
    expect(refusal('es', 'wholesale')).toBe(
      'there is no page pages/wholesale.yaml to translate — name a page file of pages/, for example industries/retail.',
    );
    expect(refusal('es', '../../outside')).toMatch(/^there is no page .* to translate/);
    expect(refusal('es', 'es/industries/retail.yaml')).toBe(
      'pages/es/industries/retail.yaml is a translation already — name the page it translates, outside the language folders.',
    );
    expect(refusal('es', 'industries/retail')).toBe('pages/es/industries/retail.yaml exists already — open it to go on translating.');
  });
});
