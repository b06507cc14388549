/**
 * Random damage to the real pages never crashes the validator: every result either passes or
 * lists problems that each name a file, a line and a column inside that file, and say something.
 * The seed is fixed so a failure repeats; fast-check prints it with the smallest failing case.
 * Another seed: FC_SEED=123 npx vitest run tests/schema/property.test.ts; more cases than the
 * suite's 300 per property: FC_RUNS=5000.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkSources, type SourceFile } from '../../schema/content/content.ts';
import type { Problem } from '../../schema/content/errors.ts';
import { walk } from '../../schema/content/walk.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const seed = Number(process.env['FC_SEED'] ?? 20261121);
/** Cases per property: enough for each kind of damage on most pages, in a few seconds of the suite. */
const numRuns = Number(process.env['FC_RUNS'] ?? 300);
const root = join(projectRoot, 'tests', 'virtual-site');
const pagesDir = join(root, 'pages');
const publicDir = join(projectRoot, 'public');
const realPages = join(projectRoot, 'pages');

const files = readdirSync(realPages, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.yaml'))
  .sort();
const texts = new Map(files.map((name) => [name, readFileSync(join(realPages, name), 'utf8')]));
const textOf = (name: string) => texts.get(name) ?? '';
const values = new Map(files.map((name) => [name, parse(textOf(name))]));
// The small site.yaml of the fixture site keeps each run quick; the real one is damaged as well.
const fixtureSettings = readFileSync(join(projectRoot, 'tests', 'fixtures', 'site', 'site.yaml'));

/** The damaged file in a small site: site.yaml (or the damaged one) and one page. */
function check(name: string, bytes: Uint8Array): { problems: Problem[]; sources: Map<string, string> } {
  const sources: SourceFile[] = [{ path: join(pagesDir, name), bytes }];
  if (name !== 'site.yaml') sources.push({ path: join(pagesDir, 'site.yaml'), bytes: fixtureSettings });
  return checkSources({ root, pagesDir, publicDir }, sources);
}

/** Every problem names a known file and a spot inside its text, and says what is wrong. */
function expectWellFormed({ problems, sources }: { problems: Problem[]; sources: Map<string, string> }): void {
  for (const problem of problems) {
    const source = sources.get(problem.file);
    expect(source, `${problem.file} is a checked file`).toBeDefined();
    // Lines as the code frame under each message counts them.
    const lines = (source ?? '').split(/\r\n|[\n\r\u2028\u2029]/);
    const { line, col } = problem.position;
    const where = `${problem.file}:${line}:${col} ${problem.message}`;
    expect(Number.isInteger(line) && line >= 1 && line <= lines.length, `line inside the file: ${where}`).toBe(true);
    expect(Number.isInteger(col) && col >= 1 && col <= (lines[line - 1]?.length ?? 0) + 1, `column inside the line: ${where}`).toBe(true);
    expect(problem.message.trim().length, where).toBeGreaterThan(0);
    expect(['error', 'warning']).toContain(problem.severity);
  }
}

// Structural damage: applied to the parsed value, then written back as YAML.
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    'hero',
    'card-gird',
    '/nowhere',
    'javascript:alert(1)',
    '{brand}',
    '{nope}',
    'REPLACE: text',
    '/images/none.svg',
    'Inventroy',
  ),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);
const structuralStep = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('delete', 'replace', 'rename', 'duplicate', 'wrap', 'unwrap', 'stringify'),
  value: anyValue,
  typo: fc.nat(),
});
type StructuralStep = typeof structuralStep extends fc.Arbitrary<infer T> ? T : never;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A misspelling of `key`: a letter dropped, doubled or swapped with the next. */
function typo(key: string, at: number): string {
  if (key.length === 0) return 'x';
  const i = at % key.length;
  const variants = [
    key.slice(0, i) + key.slice(i + 1),
    key.slice(0, i + 1) + key.slice(i),
    key.slice(0, i) + key.slice(i + 1, i + 2) + key.slice(i, i + 1) + key.slice(i + 2),
  ];
  return variants[at % variants.length] ?? key;
}

function mutate(root: unknown, step: StructuralStep): unknown {
  const paths: PropertyKey[][] = [];
  walk(root, (path) => {
    if (path.length > 0) paths.push(path);
  });
  const path = paths[step.at % Math.max(paths.length, 1)];
  if (path === undefined) return step.value;
  const key = path.at(-1);
  let parent: unknown = root;
  for (const part of path.slice(0, -1)) parent = isObject(parent) || Array.isArray(parent) ? Reflect.get(parent, part) : undefined;
  if (key === undefined) return root;
  const current: unknown = Reflect.get(Object(parent), key);
  const set = (value: unknown) => Reflect.set(Object(parent), key, value);
  switch (step.kind) {
    case 'delete':
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
      else if (typeof parent === 'object' && parent !== null) Reflect.deleteProperty(parent, key);
      break;
    case 'replace':
      set(step.value);
      break;
    case 'rename':
      if (isObject(parent) && typeof key === 'string') {
        Reflect.deleteProperty(parent, key);
        parent[typo(key, step.typo)] = current;
      }
      break;
    case 'duplicate':
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 0, structuredClone(current));
      break;
    case 'wrap':
      set(step.typo % 2 === 0 ? [current] : { value: current });
      break;
    case 'unwrap':
      set(Array.isArray(current) ? current[0] : isObject(current) ? Object.values(current)[0] : current);
      break;
    case 'stringify':
      set(typeof current === 'string' ? current.length : JSON.stringify(current ?? null));
      break;
  }
  return root;
}

// Text damage: characters YAML cares about, inserted, removed or repeated anywhere.
const textStep = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('insert', 'delete', 'repeat-line', 'drop-line', 'bytes'),
  text: fc.oneof(
    fc.constantFrom(
      '\t',
      ':',
      ': ',
      '"',
      "'",
      '{',
      '}',
      '[',
      ']',
      '- ',
      '#',
      '&a ',
      '*a',
      '!',
      '|',
      '>',
      '\n',
      '  ',
      '%',
      '@',
      '`',
      ',',
      '? ',
      '---\n',
      '{brand',
      '\\',
    ),
    fc.string({ maxLength: 6 }),
  ),
  length: fc.integer({ min: 1, max: 12 }),
});
type TextStep = typeof textStep extends fc.Arbitrary<infer T> ? T : never;

function damage(bytes: Uint8Array, step: TextStep): Uint8Array {
  const text = Buffer.from(bytes).toString('utf8');
  const at = step.at % (text.length + 1);
  const lines = text.split('\n');
  const line = step.at % lines.length;
  switch (step.kind) {
    case 'insert':
      return Buffer.from(text.slice(0, at) + step.text + text.slice(at));
    case 'delete':
      return Buffer.from(text.slice(0, at) + text.slice(at + step.length));
    case 'repeat-line':
      return Buffer.from([...lines.slice(0, line + 1), ...lines.slice(line)].join('\n'));
    case 'drop-line':
      return Buffer.from([...lines.slice(0, line), ...lines.slice(line + 1)].join('\n'));
    case 'bytes':
      // A byte that is never valid UTF-8, as some editors save.
      return Buffer.concat([Buffer.from(bytes).subarray(0, at), Buffer.from([0xff]), Buffer.from(bytes).subarray(at)]);
  }
}

// 300 cases per property by default, a few seconds on one free core; the time limits leave room for FC_RUNS and a busy machine.
describe('random damage to the real pages never crashes the validator', () => {
  test('the undamaged pages have well-formed results', () => {
    for (const name of files) expectWellFormed(check(name, Buffer.from(textOf(name))));
  });

  test(`structural changes to the parsed pages (seed ${seed})`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.array(structuralStep, { minLength: 1, maxLength: 3 }), (name, steps) => {
        const value = steps.reduce<unknown>((current, step) => mutate(current, step), structuredClone(values.get(name)));
        expectWellFormed(check(name, Buffer.from(stringify(value))));
      }),
      { seed, numRuns },
    );
  }, 120_000);

  test(`text changes to the page files (seed ${seed})`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.array(textStep, { minLength: 1, maxLength: 4 }), (name, steps) => {
        const bytes = steps.reduce<Uint8Array>((current, step) => damage(current, step), Buffer.from(textOf(name)));
        expectWellFormed(check(name, bytes));
      }),
      { seed, numRuns },
    );
  }, 120_000);
});
