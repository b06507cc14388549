import { parseDocument, visit, type Document } from 'yaml';
import type { z } from 'zod';
import type { Problem } from './errors.ts';
import { countLines, lineText } from './lines.ts';
import { locateValue, type SourceMap } from './locate.ts';
import { problemsFromIssues } from './messages.ts';
import { problem, type ProblemLocation } from './problems/index.ts';
import { resolveTokens, type UnknownToken } from './tokens.ts';

/** Larger files are refused: no page needs this much, and it guards the build. */
export const maxFileBytes = 512 * 1024;
/** YAML aliases (`*name`) allowed per file; many nested aliases can blow up memory. */
export const maxAliases = 50;

/** A YAML file read and parsed, ready for validation. */
export interface ParsedFile {
  file: string;
  source: string;
  map?: SourceMap;
  value?: unknown;
  problems: Problem[];
}

const at = (file: string, line = 1, col = 1): ProblemLocation => ({ file, position: { line, col } });

/** The YAML parser's errors in plain words, with the usual cause named where it is known. */
function yamlProblem(where: ProblemLocation, code: string, text: string, line: string): Problem {
  if (/:\s+\{[a-zA-Z]\w*\}/.test(line)) return problem('token-at-start', where);
  const detail = text.split('\n')[0] ?? text;
  switch (code) {
    case 'TAB_AS_INDENT':
      return problem('tab-indent', where);
    case 'DUPLICATE_KEY':
      return problem('duplicate-key', where);
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      // A second "word: " on the line is the colon trap; otherwise the indentation is off.
      return problem(/:\s.*:\s/.test(line) ? 'colon-in-text' : 'stray-indent', where);
    case 'MISSING_CHAR':
      if (/quote/.test(text)) return problem('unclosed-quote', where);
      if (/map keys need to be followed by map values/.test(text)) return problem('missing-colon', where);
      return problem('yaml-syntax', where, { detail, onThisLine: true });
    default:
      return problem('yaml-syntax', where, { detail, onThisLine: false });
  }
}

/** Where an unclosed quote was opened: the last `: "` or `- "` before the parser gave up. */
function openingQuote(source: string, end: number): number {
  const before = source.slice(0, end);
  const match = [...before.matchAll(/(?::|-)\s+(["'])/g)].at(-1);
  return match?.index === undefined ? end : match.index + match[0].length - 1;
}

/**
 * Where the first alias stands inside the block its own anchor marks (`a: &a [*a]`), if one does:
 * it repeats that block without end, so the data could never be written out (walking it overflowed the stack).
 */
function aliasInsideItself(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_key, alias, path) {
      const source = alias.resolve(doc);
      if (source === undefined || !path.includes(source)) return undefined;
      offset = alias.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

/** Reads bytes as YAML: refuses non-UTF-8 and oversized files, and locates syntax errors. */
export function parseYamlFile(file: string, bytes: Uint8Array): ParsedFile {
  if (bytes.byteLength > maxFileBytes) {
    const size = Math.round(bytes.byteLength / 1024);
    return { file, source: '', problems: [problem('file-too-large', at(file), { size, limit: maxFileBytes / 1024 })] };
  }
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { file, source: '', problems: [problem('not-utf8', at(file))] };
  }
  const doc = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  const lines = countLines(source);
  const map: SourceMap = { doc, lines };
  // One message per line: the parser often reports the same fault twice in different words.
  const problems: Problem[] = [];
  for (const error of doc.errors) {
    const offset = error.code === 'MISSING_CHAR' && /quote/.test(error.message) ? openingQuote(source, error.pos[0]) : error.pos[0];
    const { line, col } = lines.linePos(offset);
    if (problems.some((problem) => problem.position.line === line)) continue;
    problems.push(yamlProblem(at(file, line, col), error.code, error.message, lineText(source, lines, line)));
  }
  if (problems.length > 0) return { file, source, map, problems };
  const loop = aliasInsideItself(doc);
  if (loop !== undefined) {
    const { line, col } = lines.linePos(loop);
    return { file, source, map, problems: [problem('too-many-aliases', at(file, line, col), { limit: maxAliases })] };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: maxAliases });
  } catch {
    return { file, source, map, problems: [problem('too-many-aliases', at(file), { limit: maxAliases })] };
  }
  if (value === null || value === undefined) {
    return { file, source, map, problems: [problem('empty-file', at(file))] };
  }
  return { file, source, map, value, problems };
}

/** Resolves `{tokens}` then validates with `schema`; every problem located in the file. */
export function validateFile<S extends z.ZodType>(
  parsed: ParsedFile,
  schema: S,
  tokens: ReadonlyMap<string, string>,
): { value?: z.output<S>; problems: Problem[] } {
  const { map } = parsed;
  if (map === undefined || parsed.value === undefined) return { problems: parsed.problems };
  const unknown: UnknownToken[] = [];
  const resolved = resolveTokens(parsed.value, tokens, unknown);
  const problems = unknown.map(({ path, token, known }) =>
    problem('unknown-token', { file: parsed.file, position: locateValue(map, path), path }, { token, known }),
  );
  const result = schema.safeParse(resolved);
  if (!result.success) problems.push(...problemsFromIssues(result.error.issues, { file: parsed.file, map, value: resolved, schema }));
  return result.success && problems.length === 0 ? { value: result.data, problems } : { problems };
}
