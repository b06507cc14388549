/**
 * Translations in pages/<code>/ (schema/content/translations.ts): a translation that changes only
 * the words is no problem and no page of the site's own language; the fields it keeps are every
 * field the schemas write as a pattern, a choice or a constant.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { driftOf, keptFields } from '../../schema/content/translations.ts';
import { fixtureHomeInSpanish, fixtureRoot, fixtureSite, projectRoot, siteTranslation } from '../helpers/fixture-site.ts';

const site = readFileSync(join(fixtureSite, 'site.yaml'), 'utf8');
const inTwoLanguages = site.replace(
  'baseUrl: https://www.fixturely.example\n',
  'baseUrl: https://www.fixturely.example\nlang: en\nlanguages:\n  - { code: en, name: English }\n  - { code: es-US, name: Español }\n',
);
const spanishSite = inTwoLanguages
  .replace('lang: en\n', 'lang: es-US\n')
  .replace('{ id: products, label: Products }', '{ id: products, label: Productos }')
  .replace('copyright: © {year} {brand}', 'copyright: © {year} {brand}. Todos los derechos reservados.');

const roots: string[] = [];
const rootWith = (extra: Record<string, string>): string => {
  const root = fixtureRoot(extra);
  roots.push(root);
  return root;
};
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('a translation that changes only the words', () => {
  test('is no problem, is listed as the translation of its page, and is no page of its own', () => {
    const content = loadContent({
      root: rootWith({
        'site.yaml': inTwoLanguages,
        'es-US/home.yaml': fixtureHomeInSpanish,
        'es-US/site.yaml': siteTranslation(spanishSite, 'es-US'),
      }),
    });
    expect(content.problems).toEqual([]);
    expect(content.translations).toEqual([
      { language: 'es-US', file: 'pages/es-US/home.yaml', source: 'pages/home.yaml' },
      { language: 'es-US', file: 'pages/es-US/site.yaml', source: 'pages/site.yaml' },
    ]);
    // The translation has the page's path, and is no second page on it.
    expect(content.pages.map((page) => page.file)).not.toContain('pages/es-US/home.yaml');
    expect(content.siteData).toBeDefined();
  });

  test('a folder named like a language the site does not list holds pages of the site’s own language', () => {
    const content = loadContent({ root: rootWith({ 'es-US/home.yaml': fixtureHomeInSpanish }) });
    expect(content.translations).toEqual([]);
    expect(content.problems.map((problem) => `${problem.file} ${problem.code}`)).toContain('pages/es-US/home.yaml duplicate-path');
  });
});

describe('driftOf', () => {
  test('finds each kind of difference, where the translation has it', () => {
    const page = { sections: [{ type: 'hero', heading: 'Hi', image: { src: '/images/a.svg', decorative: true } }], tags: ['a'] };
    expect(
      driftOf(page, { sections: [{ type: 'hero', heading: 'Hola', image: { src: '/images/a.svg', decorative: true } }], tags: ['b'] }),
    ).toEqual([]);
    expect(
      driftOf(page, { sections: [{ type: 'faq', heading: 'Hola', image: { src: '/images/b.svg', decorative: false } }], tags: [] }),
    ).toEqual([
      { path: ['sections', 0, 'type'], what: '"type" is "hero" in the page, "faq" here' },
      { path: ['sections', 0, 'image', 'src'], what: '"src" is "/images/a.svg" in the page, "/images/b.svg" here' },
      { path: ['sections', 0, 'image', 'decorative'], what: '"decorative" is true in the page, false here' },
      { path: ['tags'], what: 'the page has 1 item here, the translation 0 items' },
    ]);
    expect(driftOf({ heading: 'Hi', eyebrow: 'New' }, { heading: 'Hola', subheading: 'Nuevo' })).toEqual([
      { path: [], what: 'the page has "eyebrow" here, the translation does not' },
      { path: ['subheading'], what: 'the translation has "subheading" here, the page does not' },
    ]);
    expect(driftOf({ body: 'Words' }, { body: ['Words'] })).toEqual([{ path: ['body'], what: '"body" is text in the page, a list here' }]);
  });

  test('keeps every field the schemas write as a pattern, a choice or a constant', () => {
    const written = new Set<string>();
    const visit = (node: unknown, name: string | undefined): void => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item, name);
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const schema: Record<string, unknown> = Object.fromEntries(Object.entries(node));
      const structural = ['pattern', 'enum', 'const', 'format'].some((key) => key in schema) && schema['type'] !== 'boolean';
      if (name !== undefined && structural) written.add(name);
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'properties' && typeof value === 'object' && value !== null)
          for (const [field, inner] of Object.entries(value)) visit(inner, field);
        else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf') visit(value, name);
        else visit(value, undefined);
      }
    };
    for (const file of ['page.schema.json', 'site.schema.json'])
      visit(JSON.parse(readFileSync(join(projectRoot, 'schema', file), 'utf8')), undefined);
    // A language's code and direction are inside `languages`, which is kept whole.
    written.delete('code');
    written.delete('dir');
    expect([...written].filter((field) => !keptFields.has(field)).sort()).toEqual([]);
  });
});
