import type { z } from 'zod';
import { formatPath, type Position, type Problem } from './errors.ts';
import { existsInSource, locateKey, locateValue, type SourceMap } from './locate.ts';
import { problem, type ProblemLocation } from './problems/index.ts';
import { keyedChecks } from './schema-keys.ts';
import { allowedKeysAt } from './shape.ts';
import { closest } from './similar.ts';
import { valueAt } from './walk.ts';

type Issue = z.core.$ZodIssue;

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
    const missing = issues
      .filter((issue) => issue.code === 'invalid_type' && issue.path.length === 1)
      .map((issue) => String(issue.path[0]));
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

/** The problem for one of Zod's issues (other than unknown fields), or none when it is already explained. */
function issueProblem(
  issue: Issue,
  found: unknown,
  at: ProblemLocation,
  context: Context & { explainedMissing: ReadonlySet<string> },
): Problem | undefined {
  const { map } = context;
  const key = issue.path.at(-1);
  // For checks no entry explains: a schema rule that names no message.
  const unexplained = () => problem('invalid-value', at, { value: found, field: typeof key === 'string' ? key : undefined });
  switch (issue.code) {
    case 'invalid_union': {
      if (!('discriminator' in issue) || issue.discriminator === undefined) return unexplained();
      const types: string[] = 'options' in issue && Array.isArray(issue.options) ? issue.options.map(String) : [];
      if (found === undefined)
        return problem('missing-section-type', { ...at, position: locateValue(map, issue.path.slice(0, -1)) }, { types });
      return problem('unknown-section-type', at, { type: typeof found === 'string' ? found : JSON.stringify(found), types });
    }
    case 'invalid_type': {
      if (found === undefined && !existsInSource(map, issue.path)) {
        if (context.explainedMissing.has(formatPath(issue.path))) return undefined;
        return problem('missing-field', at, { field: String(key) });
      }
      if (issue.expected === 'string' && isTokenTrap(found)) return problem('token-at-start', at);
      // The classic YAML trap: "text: more text" on one line reads as a field, not as text.
      if (issue.expected === 'string' && typeof found === 'object' && found !== null && !Array.isArray(found))
        return problem('colon-in-text', at);
      return problem('wrong-type', at, { expected: issue.expected, found });
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'array' && Array.isArray(found)) return problem('too-few-entries', at, { minimum, found: found.length });
      if (issue.origin === 'string') return problem('empty-text', at);
      return problem('number-too-small', at, { value: found, minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'array' && Array.isArray(found)) return problem('too-many-entries', at, { maximum, found: found.length });
      return problem('number-too-large', at, { value: found, maximum });
    }
    case 'invalid_value':
      return problem('unknown-option', at, { value: found, options: issue.values.map(String) });
    case 'invalid_key':
      // The one record with rules for its names: the tokens of site.yaml.
      if (issue.path[0] !== 'tokens' || typeof key !== 'string') return unexplained();
      return problem('bad-token-name', { ...at, position: locateKey(map, issue.path.slice(0, -1), key) }, { name: key });
    default: {
      const check = keyedChecks[issue.message];
      return check ? check(String(found), issue, at) : unexplained();
    }
  }
}

/** Turns Zod's issues for one file into located problems in plain words. */
export function problemsFromIssues(issues: readonly Issue[], context: Context): Problem[] {
  const { file, map, value, schema } = context;
  const all = flatten(issues);
  const problems: Problem[] = [];
  const explainedMissing = new Set<string>();
  const at = (path: readonly PropertyKey[], position: Position = locateValue(map, path)): ProblemLocation => ({ file, position, path });

  for (const issue of all) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = allowedKeysAt(schema, value, issue.path);
    for (const field of issue.keys) {
      const missing = allowed.filter((name) => valueAt(value, [...issue.path, name]) === undefined);
      const guess = closest(field, missing) ?? closest(field, allowed);
      if (guess !== undefined) explainedMissing.add(formatPath([...issue.path, guess]));
      problems.push(problem('unknown-field', at([...issue.path, field], locateKey(map, issue.path, field)), { field, guess, allowed }));
    }
  }

  for (const issue of all) {
    if (issue.code === 'unrecognized_keys') continue;
    const found = issueProblem(issue, valueAt(value, issue.path), at(issue.path), { ...context, explainedMissing });
    if (found) problems.push(found);
  }
  return problems;
}
