import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { editorSchemas, sectionTitle } from '../../scripts/cli/schema-json.ts';
import { PageSchema } from '../../schema/page.ts';
import { sectionTypes } from '../../schema/sections/index.ts';
import { SiteSchema } from '../../schema/site.ts';
import { resolveTokens, siteTokens, type UnknownToken } from '../../schema/content/tokens.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

test('the committed editor schemas match the Zod schemas (run `npm run schema` after changing a schema)', () => {
  for (const [name, text] of Object.entries(editorSchemas())) {
    expect(readFileSync(join(projectRoot, 'schema', name), 'utf8'), name).toBe(text);
  }
});

/** Every subschema of the editor schemas, with where it is (snippet bodies are page text, not schema). */
function schemaNodes(): { where: string; node: object }[] {
  const nodes: { where: string; node: object }[] = [];
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    nodes.push({ where, node: value });
    for (const [key, child] of Object.entries(value)) if (key !== 'defaultSnippets') visit(child, `${where}/${key}`);
  };
  for (const [name, text] of Object.entries(editorSchemas())) visit(JSON.parse(text), name);
  return nodes;
}
const objectOrEmpty = (value: unknown): object => (typeof value === 'object' && value !== null ? value : {});
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const keyword = (node: unknown, name: string): unknown => (typeof node === 'object' && node !== null ? Reflect.get(node, name) : undefined);

test('every field in the editor schemas has a description for the editor to show', () => {
  const missing = schemaNodes().flatMap(({ where, node }) =>
    Object.entries(objectOrEmpty(keyword(node, 'properties')))
      .filter(([, field]) => typeof keyword(field, 'description') !== 'string')
      .map(([key]) => `${where}.${key}`),
  );
  expect(missing).toEqual([]);
});

test('every description is also a markdownDescription, so the editor shows `code` as code', () => {
  const described = schemaNodes().filter(({ node }) => typeof keyword(node, 'description') === 'string');
  expect(described.length).toBeGreaterThan(100);
  expect(
    described.filter(({ node }) => keyword(node, 'markdownDescription') !== keyword(node, 'description')).map(({ where }) => where),
  ).toEqual([]);
});

test('every pattern has a plain-words message with an example, and no pattern in it', () => {
  const patterned = schemaNodes().filter(({ node }) => typeof keyword(node, 'pattern') === 'string');
  expect(patterned.length).toBeGreaterThan(20);
  const unclear = patterned.filter(({ node }) => {
    const message = keyword(node, 'patternErrorMessage');
    return typeof message !== 'string' || !message.includes('for example') || /[\\^$[\]]/.test(message);
  });
  expect(unclear.map(({ where, node }) => `${where}: ${String(keyword(node, 'patternErrorMessage'))}`)).toEqual([]);
});

test('every section type has its own title, description and new-section snippet', () => {
  const sections = schemaNodes()
    .filter(({ where }) => /^page\.schema\.json\/properties\/sections\/items\/oneOf\[\d+\]$/.test(where))
    .map(({ node }) => node);
  expect(sections.map((section) => keyword(section, 'title'))).toEqual(sectionTypes.map(sectionTitle));
  const typeDescriptions = sections.map((section) => keyword(keyword(keyword(section, 'properties'), 'type'), 'description'));
  expect(new Set(typeDescriptions).size).toBe(sectionTypes.length);
  const snippets = sections.map((section) => keyword(section, 'defaultSnippets'));
  expect(snippets.map((list) => (Array.isArray(list) ? list.length : 0))).toEqual(sectionTypes.map(() => 1));
});

const pagesDir = join(projectRoot, 'pages');
const yamlFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.yaml'))
  .sort();
/** site.yaml, and its translation in a language's folder (`es/site.yaml`), are site settings; every other file a page. */
const isSiteSettings = (name: string) => name === 'site.yaml' || /^[a-z]{2,3}(-[A-Z]{2}|-[0-9]{3})?\/site\.yaml$/.test(name);
const schemaFileFor = (name: string) => (isSiteSettings(name) ? 'site.schema.json' : 'page.schema.json');
const rawValue = (name: string): unknown => parse(readFileSync(join(pagesDir, name), 'utf8'));

// What the editor checks: the committed JSON Schema against the YAML as written, {tokens} and all.
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
// Help for the YAML editor extension; it changes nothing about what is valid.
ajv.addVocabulary(['markdownDescription', 'patternErrorMessage', 'defaultSnippets']);
const editorCheck = {
  'page.schema.json': ajv.compile(JSON.parse(readFileSync(join(projectRoot, 'schema', 'page.schema.json'), 'utf8'))),
  'site.schema.json': ajv.compile(JSON.parse(readFileSync(join(projectRoot, 'schema', 'site.schema.json'), 'utf8'))),
};
const passesEditor = (name: string, value: unknown) => editorCheck[schemaFileFor(name)](value);

// What the validator checks: Zod, after the {tokens} of site.yaml are filled in.
const tokens = siteTokens(rawValue('site.yaml'));
function passesZod(name: string, value: unknown): boolean {
  const unknown: UnknownToken[] = [];
  const schema: z.ZodType = isSiteSettings(name) ? SiteSchema : PageSchema;
  return schema.safeParse(resolveTokens(value, tokens, unknown)).success && unknown.length === 0;
}

/** A copy of a real page with its first section changed. */
function withFirstSection(change: (section: Record<string, unknown>) => void): unknown {
  const page: unknown = rawValue('industries/retail.yaml');
  const sections: unknown = typeof page === 'object' && page !== null ? Reflect.get(page, 'sections') : undefined;
  const first: unknown = Array.isArray(sections) ? sections[0] : undefined;
  if (!isRecord(first)) throw new Error('pages/industries/retail.yaml has no first section');
  change(first);
  return page;
}

describe('the editor schema and the validator agree', () => {
  test.each(yamlFiles)('pages/%s passes both', (name) => {
    const value = rawValue(name);
    expect(passesEditor(name, value), JSON.stringify(editorCheck[schemaFileFor(name)].errors)).toBe(true);
    expect(passesZod(name, value)).toBe(true);
  });

  test('an unknown section type fails both', () => {
    const page = withFirstSection((section) => {
      section['type'] = 'card-gird';
    });
    expect(passesEditor('page.yaml', page)).toBe(false);
    expect(passesZod('page.yaml', page)).toBe(false);
  });

  test('a misspelled field fails both', () => {
    const page = withFirstSection((section) => {
      section['haeding'] = section['heading'];
      delete section['heading'];
    });
    expect(passesEditor('page.yaml', page)).toBe(false);
    expect(passesZod('page.yaml', page)).toBe(false);
  });
});

describe('every YAML file names its editor schema on the first line', () => {
  test.each(yamlFiles)('pages/%s', (name) => {
    const firstLine = readFileSync(join(pagesDir, name), 'utf8').split('\n')[0] ?? '';
    const written = /^# yaml-language-server: \$schema=(\S+)$/.exec(firstLine)?.[1];
    const expected = relative(dirname(join(pagesDir, name)), join(projectRoot, 'schema', schemaFileFor(name)));
    expect(written, `the first line of pages/${name} should be: # yaml-language-server: $schema=${expected}`).toBe(expected);
    expect(existsSync(join(dirname(join(pagesDir, name)), written ?? ''))).toBe(true);
  });
});

describe('help texts, as the studio form shows them under each field', () => {
  test('say in words what to write, never YAML of braces: a form has fields, not `{ label, href }`', () => {
    const descriptions = Object.values(editorSchemas()).flatMap((text) =>
      [...text.matchAll(/"description":\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? ''),
    );
    expect(descriptions.length).toBeGreaterThan(50);
    // `{brand}` and the other tokens are what authors type into a text; `{ …, … }` is YAML an author of the form never sees.
    expect(descriptions.filter((text) => /\{ [^}]*[:,]/.test(text))).toEqual([]);
  });
});
