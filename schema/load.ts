import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { formatPath, type Problem } from './errors.ts';
import { locateValue, type SourceMap } from './locate.ts';
import { problemsFromIssues } from './messages.ts';
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

const at = (file: string, line: number, col: number, message: string): Problem => ({
  file,
  position: { line, col },
  where: '',
  message,
  severity: 'error',
});

function yamlMessage(code: string, text: string): string {
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'a tab is used for indentation — indent with spaces only, two per level.';
    case 'DUPLICATE_KEY':
      return 'this field is written twice in the same place — keep one of them.';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return `the YAML cannot be read here (${text.split('\n')[0]}) — check the indentation and the quotes around this point.`;
    default:
      return `the YAML cannot be read here (${text.split('\n')[0]}) — check the indentation, colons and quotes around this point.`;
  }
}

/** Reads bytes as YAML: refuses non-UTF-8 and oversized files, and locates syntax errors. */
export function parseYamlFile(file: string, bytes: Uint8Array): ParsedFile {
  if (bytes.byteLength > maxFileBytes) {
    const size = Math.round(bytes.byteLength / 1024);
    return { file, source: '', problems: [at(file, 1, 1, `the file is ${size} KB, over the limit of ${maxFileBytes / 1024} KB — split the page or shorten it.`)] };
  }
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { file, source: '', problems: [at(file, 1, 1, 'the file is not saved as UTF-8 text — save it again with the UTF-8 encoding in your editor.')] };
  }
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const map: SourceMap = { doc, lines };
  const problems = doc.errors.map((error) => {
    const { line, col } = lines.linePos(error.pos[0]);
    return at(file, line, col, yamlMessage(error.code, error.message));
  });
  if (problems.length > 0) return { file, source, map, problems };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: maxAliases });
  } catch {
    return { file, source, map, problems: [at(file, 1, 1, `the file uses YAML aliases (*name) more than ${maxAliases} times — write the content out in full instead.`)] };
  }
  if (value === null || value === undefined) {
    return { file, source, map, problems: [at(file, 1, 1, 'the file is empty — write the page\'s fields, starting with path:.')] };
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
  const problems: Problem[] = unknown.map((token) => ({
    file: parsed.file,
    position: locateValue(map, token.path),
    where: formatPath(token.path),
    message: token.message,
    severity: 'error',
  }));
  const result = schema.safeParse(resolved);
  if (!result.success) problems.push(...problemsFromIssues(result.error.issues, { file: parsed.file, map, value: resolved, schema }));
  return result.success && problems.length === 0 ? { value: result.data, problems } : { problems };
}
