import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { formatPath, type Problem } from './errors.ts';
import { countLines, lineText } from './lines.ts';
import { locateValue, type SourceMap } from './locate.ts';
import { problemsFromIssues } from './messages.ts';
import { colonTrapMessage, tokenTrapMessage } from './yaml-traps.ts';
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

/** Plain words for the YAML parser's errors, with the usual cause named where it is known. */
function yamlMessage(code: string, text: string, line: string): string {
  if (/:\s+\{[a-zA-Z]\w*\}/.test(line)) {
    return tokenTrapMessage;
  }
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'a tab is used for indentation — indent with spaces only, two per level.';
    case 'DUPLICATE_KEY':
      return 'this field is written twice in the same place — keep one of them.';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      // A second "word: " on the line is the colon trap; otherwise the indentation is off.
      if (/:\s.*:\s/.test(line)) return colonTrapMessage;
      return 'the indentation here does not match the lines around it — fields of the same group must start at the same column; remove or line up stray indented lines.';
    case 'MISSING_CHAR':
      if (/quote/.test(text)) return 'this quotation mark is never closed — add the closing quotation mark at the end of the text.';
      return `the YAML cannot be read here (${text.split('\n')[0]}) — check the brackets and quotes on this line.`;
    default:
      return `the YAML cannot be read here (${text.split('\n')[0]}) — check the indentation, colons and quotes around this point.`;
  }
}

/** Where an unclosed quote was opened: the last `: "` or `- "` before the parser gave up. */
function openingQuote(source: string, end: number): number {
  const before = source.slice(0, end);
  const match = [...before.matchAll(/(?::|-)\s+(["'])/g)].at(-1);
  return match?.index === undefined ? end : match.index + match[0].length - 1;
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
  const doc = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  const lines = countLines(source);
  const map: SourceMap = { doc, lines };
  // One message per line: the parser often reports the same fault twice in different words.
  const problems: Problem[] = [];
  for (const error of doc.errors) {
    const offset = error.code === 'MISSING_CHAR' && /quote/.test(error.message) ? openingQuote(source, error.pos[0]) : error.pos[0];
    const { line, col } = lines.linePos(offset);
    if (problems.some((problem) => problem.position.line === line)) continue;
    problems.push(at(file, line, col, yamlMessage(error.code, error.message, lineText(source, lines, line))));
  }
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
