import type { z } from 'zod';
import { formatPath, type Problem } from './errors.ts';
import { existsInSource, locateKey, locateValue, type SourceMap } from './locate.ts';
import { allowedKeysAt } from './shape.ts';
import { closest, didYouMean } from './similar.ts';
import { valueAt } from './walk.ts';
import { colonTrapMessage, tokenTrapMessage } from './yaml-traps.ts';

type Issue = z.core.$ZodIssue;

/** What an author calls each kind of YAML value. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  return 'a group of fields';
}

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (name: value lines)',
  record: 'a group of fields (name: value lines)',
};

/** Messages for the checks a schema names by key (`{ error: 'page-path' }`). */
const keyed: Record<string, (value: unknown, issue: Issue) => string> = {
  'internal-path': (v) => `"${String(v)}" is not a site path — start it with one slash, for example /contact-us.`,
  'unsafe-url': (v) => {
    const text = String(v);
    if (/^http:/i.test(text)) return `"${text}" uses http:, which browsers mark as not secure — change it to https:.`;
    if (text.includes('\\')) {
      return `"${text}" contains a backslash, which browsers read as a slash and can take visitors to another website — use forward slashes only, for example /pricing.`;
    }
    if (text.startsWith('//')) {
      return `"${text}" starts with two slashes, which takes visitors to another website — write a site path with one slash, such as /pricing, or a full https:// address.`;
    }
    return `"${text}" is not an allowed link — use a site path such as /pricing, or an https:, mailto: or tel: address.`;
  },
  'page-path': (v) => {
    const text = String(v);
    const lower = text.toLowerCase().replace(/\s+/g, '-');
    if (lower !== text && /^\/[a-z0-9{}/-]*$/.test(lower)) {
      return `page paths are lower-case — write "${lower}", and list "${text}" under aliases if that spelling is in use.`;
    }
    return `"${text}" is not a page path — use lower-case words joined by hyphens after a slash, for example /supply-chain-management.`;
  },
  'image-src': (v) =>
    `"${String(v)}" is not a picture in public/images — put the file in public/images/ and write its path, for example /images/erp.svg (svg, png, jpg, webp or avif).`,
  'image-alt': () =>
    'the picture has no alt text — describe it in "alt", or add "decorative: true" if it adds nothing to the text.',
  'icon-name': (v) => `"${String(v)}" is not an icon name — write a Material icon name in PascalCase, for example Inventory2.`,
  'anchor-id': (v) => `"${String(v)}" is not a valid id — use lower-case letters, digits and hyphens, starting with a letter.`,
  colour: (v) => `"${String(v)}" is not a colour — write it as # and six hex digits, for example #1b4dd8.`,
  'base-url': (v) => `"${String(v)}" is not a site address — write https:// and the domain, with no path or trailing slash.`,
  origin: (v) => `"${String(v)}" is not an origin — write https:// and the host only, for example https://forms.example.com.`,
  email: (v) => `"${String(v)}" is not a mail address — write it as name@company.com.`,
  'row-length': (_v, issue) => {
    const params = issue.code === 'custom' ? issue.params : undefined;
    const actual = Number(params?.['actual']);
    return `this row has ${actual} ${actual === 1 ? 'mark' : 'marks'}, but the table has ${String(params?.['expected'])} columns — give one true (included) or false (not included) per column.`;
  },
};

/** `heading: {brand}` unquoted: YAML reads `{brand}` as a group with one empty field. */
function isTokenTrap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length === 1 && entries[0]?.[1] === null;
}

/** A union branch's issues, scored: fewer issues and a matching value type win. */
function bestBranch(branches: Issue[][]): Issue[] {
  const score = (issues: Issue[]) => {
    const rootTypeMismatch = issues.some((issue) => issue.code === 'invalid_type' && issue.path.length === 0);
    const unknownKeys = issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
    const missing = issues.filter((issue) => issue.code === 'invalid_type' && issue.path.length === 1).map((issue) => String(issue.path[0]));
    const typoPair = unknownKeys.some((key) => closest(key, missing) !== undefined);
    return issues.length + (rootTypeMismatch ? 10 : 0) - (typoPair ? 0.5 : 0);
  };
  return [...branches].sort((a, b) => score(a) - score(b))[0] ?? [];
}

/** Zod's issues, with union issues replaced by those of the most likely branch. */
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0 && !('note' in issue && issue.note)) {
      return flatten(bestBranch(issue.errors), path);
    }
    return [{ ...issue, path }];
  });
}

interface Context {
  file: string;
  map: SourceMap;
  value: unknown;
  schema: z.core.$ZodType;
}

/** Turns Zod's issues for one file into located problems in plain words. */
export function problemsFromIssues(issues: readonly Issue[], context: Context): Problem[] {
  const { file, map, value, schema } = context;
  const all = flatten(issues);
  const problems: Problem[] = [];
  const explainedMissing = new Set<string>();
  const add = (path: readonly PropertyKey[], message: string, position = locateValue(map, path)) =>
    problems.push({ file, position, where: formatPath(path), message, severity: 'error' });

  for (const issue of all) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = allowedKeysAt(schema, value, issue.path);
    for (const key of issue.keys) {
      const missing = allowed.filter((name) => valueAt(value, [...issue.path, name]) === undefined);
      const guess = closest(key, missing) ?? closest(key, allowed);
      if (guess !== undefined) explainedMissing.add(formatPath([...issue.path, guess]));
      const advice = guess === undefined ? 'remove it or correct its spelling.' : `did you mean "${guess}"?`;
      add(
        [...issue.path, key],
        `unknown field "${key}" — ${advice} Fields allowed here: ${allowed.join(', ')}.`,
        locateKey(map, issue.path, key),
      );
    }
  }

  for (const issue of all) {
    const found = valueAt(value, issue.path);
    const where = formatPath(issue.path);
    switch (issue.code) {
      case 'unrecognized_keys':
        break;
      case 'invalid_union': {
        const key = issue.path.at(-1);
        if ('discriminator' in issue && issue.discriminator !== undefined) {
          const options: string[] = 'options' in issue && Array.isArray(issue.options) ? issue.options.map(String) : [];
          if (found === undefined) add(issue.path, `this section has no type — add "type:" with one of: ${options.join(', ')}.`, locateValue(map, issue.path.slice(0, -1)));
          else {
            const guess = closest(String(found), options);
            const advice = guess === undefined ? 'use one of the known types' : `did you mean "${guess}"? Known types`;
            add(issue.path, `unknown section type "${String(found)}" — ${advice}: ${options.join(', ')}.`);
          }
        } else {
          add(issue.path, `${kindOf(found)} is not allowed here${typeof key === 'string' ? ` for "${key}"` : ''} — see the field's description in the schema for what to write.`);
        }
        break;
      }
      case 'invalid_type': {
        if (found === undefined && !existsInSource(map, issue.path)) {
          if (explainedMissing.has(where)) break;
          const key = issue.path.at(-1);
          add(issue.path, `the required field "${String(key)}" is missing — add it here.`);
        } else if (issue.expected === 'string' && isTokenTrap(found)) {
          add(issue.path, tokenTrapMessage);
        } else if (issue.expected === 'string' && typeof found === 'object' && found !== null && !Array.isArray(found)) {
          // The classic YAML trap: "text: more text" on one line reads as a field, not as text.
          add(issue.path, colonTrapMessage);
        } else {
          add(issue.path, `expected ${expectedWords[issue.expected] ?? issue.expected}, found ${kindOf(found)} — change the value to ${expectedWords[issue.expected] ?? issue.expected}.`);
        }
        break;
      }
      case 'too_small': {
        const minimum = Number(issue.minimum);
        if (issue.origin === 'array' && Array.isArray(found)) {
          if (found.length === 0) add(issue.path, `the list is empty — add at least ${minimum === 1 ? 'one entry' : `${minimum} entries`}.`);
          else add(issue.path, `needs at least ${minimum} entries, found ${found.length} — add ${minimum - found.length} more.`);
        } else if (issue.origin === 'string') {
          add(issue.path, 'the text is empty — write the text, or remove the field if it is optional.');
        } else {
          add(issue.path, `${kindOf(found)} is too small — use ${minimum} or more.`);
        }
        break;
      }
      case 'too_big': {
        const maximum = Number(issue.maximum);
        if (issue.origin === 'array' && Array.isArray(found)) add(issue.path, `at most ${maximum} entries are allowed, found ${found.length} — remove ${found.length - maximum}.`);
        else add(issue.path, `${kindOf(found)} is too large — use ${maximum} or less.`);
        break;
      }
      case 'invalid_value': {
        const options = issue.values.map(String);
        add(issue.path, `${kindOf(found)} is not allowed here — use one of: ${options.join(', ')}.${didYouMean(String(found), options)}`);
        break;
      }
      default: {
        const explain = keyed[issue.message];
        add(issue.path, explain ? explain(found, issue) : `${issue.message} — check this value.`);
      }
    }
  }
  return problems;
}
