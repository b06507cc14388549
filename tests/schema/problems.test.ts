import { readdirSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { parseYamlFile, validateFile } from '../../schema/content/load.ts';
import { problem, problemCatalogue, problemCodes, problemGroups, type ProblemCode } from '../../schema/content/problems/index.ts';
import { invalidFixtureRoot, invalidFixtures } from '../helpers/fixture-site.ts';

/**
 * Codes no fixture can produce, each with the reason and the test that produces it instead: the
 * catalogue's answer to a schema rule that names no message, and what is not in a page file.
 */
const withoutFixture: Partial<Record<ProblemCode, string>> = {
  'invalid-value': 'every rule in schema/ names its message; the test below adds one that does not',
  'linked-public-file': 'a fixture is a page file; tests/schema/page-files.test.ts makes a public folder with links',
};

describe('the problem catalogue', () => {
  test('codes are kebab-case and each is in exactly one group', () => {
    expect(problemCodes.filter((code) => !/^[a-z]+(-[a-z0-9]+)*$/.test(code))).toEqual([]);
    const grouped = problemGroups.flatMap(({ entries }) => Object.keys(entries));
    expect(grouped.length).toBe(problemCodes.length);
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  test.each(problemCodes)('%s explains itself, with an example that is valid YAML', (code) => {
    const entry = problemCatalogue[code];
    for (const text of [entry.title, entry.why, entry.fix]) expect(text).toMatch(/^[A-Z`].*[.)]$/s);
    const example = parseDocument(entry.example);
    expect(example.errors.map((error) => error.message)).toEqual([]);
  });

  test('every code is produced by at least one fixture in tests/fixtures/invalid', () => {
    const produced = new Set(
      readdirSync(invalidFixtures).flatMap((fixture) =>
        loadContent({ root: invalidFixtureRoot(fixture) }).problems.map(({ code }) => code),
      ),
    );
    const dead = problemCodes.filter((code) => !produced.has(code) && withoutFixture[code] === undefined);
    expect(dead).toEqual([]);
    // An exception that a fixture now produces is no exception any more.
    expect(problemCodes.filter((code) => withoutFixture[code] !== undefined && produced.has(code))).toEqual([]);
  });
});

describe('problem()', () => {
  test('takes severity and words from the catalogue, and the path as text and as keys', () => {
    const made = problem(
      'unknown-icon',
      { file: 'pages/a.yaml', position: { line: 9, col: 47 }, path: ['sections', 1, 'cards', 0, 'icon'] },
      { name: 'Inventroy', guess: 'Inventory' },
    );
    expect(made).toEqual({
      code: 'unknown-icon',
      file: 'pages/a.yaml',
      position: { line: 9, col: 47 },
      where: 'sections[1].cards[0].icon',
      path: ['sections', 1, 'cards', 0, 'icon'],
      message: 'there is no icon named "Inventroy" — use a Material icon name, for example Inventory2 or Speed. Did you mean "Inventory"?',
      severity: 'error',
    });
    expect(
      problem('redirect-link', { file: 'pages/a.yaml', position: { line: 1, col: 1 } }, { href: '/ERP', page: '/erp', direct: '/erp' }),
    ).toMatchObject({
      severity: 'warning',
      where: '',
      path: [],
    });
  });

  test('a schema rule that names no message still gives a located problem in plain words', () => {
    const schema = z.strictObject({ code: z.string().regex(/^\d+$/) });
    const parsed = parseYamlFile('pages/a.yaml', Buffer.from('code: abc\n'));
    const { problems } = validateFile(parsed, schema, new Map());
    expect(problems.map(({ code, position, where, message }) => ({ code, position, where, message }))).toEqual([
      {
        code: 'invalid-value',
        position: { line: 1, col: 7 },
        where: 'code',
        message: 'the text "abc" is not allowed here for "code" — see what the field takes in AUTHORING.md, section Field reference.',
      },
    ]);
  });
});
