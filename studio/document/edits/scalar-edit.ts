import { CST } from 'yaml';
import { dataAt } from './data-edit.ts';
import type { ScalarStyle } from './edits.ts';
import { lineBreakOf } from '../file-form.ts';
import { describePath, locate } from './navigate.ts';
import { headOf } from '../regions.ts';
import { done, refuse, type EditResult } from '../result.ts';
import { plainText, styleFor } from '../scalar-style.ts';
import { columnOf, lineEnd, openDocument, printTokens, splice, type OpenDocument } from '../reading/source.ts';
import type { DataPath, ScalarValue } from '../values.ts';

/** The columns of the comment lines that follow `from` (a line's start), blank lines between them skipped, up to the next line of content. */
function commentColumnsFrom(text: string, from: number): number[] {
  const columns: number[] = [];
  for (let at = from; at < text.length; at = lineEnd(text, at)) {
    const line = text.slice(at, lineEnd(text, at));
    const words = line.trim();
    if (words !== '' && !words.startsWith('#')) break;
    if (words !== '') columns.push(line.indexOf('#'));
  }
  return columns;
}

/** Spaces (or line breaks) before the first other character: a block (`|`) must then say how deep its lines are. */
const startsWithSpace = (value: string): boolean => (/^[\n ]*/.exec(value)?.[0] ?? '').includes(' ');

/**
 * Where a value's lines would go as a block: `column`, two spaces deeper than its key or `-`
 * (the token's own `indent` is not that column for a block in a list), or deeper still than the
 * comment lines under it, which must stay comments. `under` holds those of them that are the
 * token's own (a single value's `end`), which the `yaml` package drops when it makes a block.
 */
function blockLayout(
  text: string,
  token: CST.FlowScalar | CST.BlockScalar,
  end: number,
  column: number,
): { under: CST.SourceToken[]; indent: number } {
  const after = token.type === 'block-scalar' ? [] : (token.end ?? []);
  const lineBreak = after.findIndex((part) => part.type === 'newline');
  const breakToken = after[lineBreak];
  // The line after the value's first one: after a block, the line after its text.
  const nextLine = token.type === 'block-scalar' ? end : breakToken ? breakToken.offset + breakToken.source.length : undefined;
  const deepest = Math.max(-1, ...(nextLine === undefined ? [] : commentColumnsFrom(text, nextLine)));
  let indent = column;
  while (indent <= deepest) indent += 2;
  return { under: lineBreak < 0 ? [] : after.slice(lineBreak + 1), indent };
}

/**
 * Gives a written value its new text. The scalar's token is rewritten by the `yaml` package and
 * spliced in where the old one was; every line break written here is the file's. A value that
 * becomes a block (`|`) keeps the comment lines under it: its lines go deeper than they are, so
 * they stay comments after it rather than becoming its text.
 */
export function setScalarText(
  open: OpenDocument,
  path: DataPath,
  value: ScalarValue,
  style: ScalarStyle | undefined,
  filled = false,
): EditResult {
  const found = locate(open.document, path);
  if (!found.ok) return found;
  const { collection, item, value: token } = found.slot;
  const here = describePath(path);
  const text = typeof value === 'string' ? value : plainText(value);
  if (!collection || !item) return refuse('not-a-value', 'The page as a whole is not a single value.');
  const same = dataAt(open.data, path) === value;
  if (same && (token === undefined || CST.isScalar(token))) return done(open.text);
  if (text === undefined) return refuse('unsupported', `${String(value)} is not a number a page can hold.`);
  if (!token) {
    // `key:` with nothing after it: `~` (nothing too) is written after the colon (or the dash),
    // then changed like any other value, comments after it and all.
    const indicator = [...(item.sep ?? []), ...item.start].find((part) => part.type === 'map-value-ind' || part.type === 'seq-item-ind');
    const at = indicator ? indicator.offset + indicator.source.length : undefined;
    const reopened = at !== undefined && !filled ? openDocument(splice(open.text, at, at, ' ~')) : undefined;
    if (!reopened?.ok) return refuse('unsupported', `${here} cannot be filled in here — write it in the file itself.`);
    return setScalarText(reopened.open, path, value, style, true);
  }
  if (token.type === 'alias')
    return refuse('unsupported', `${here} repeats another part of the file (a YAML alias) — edit it in the file itself.`);
  if (!CST.isScalar(token)) return refuse('not-a-value', `${here} holds a list or a group of fields, not a single value.`);
  const inFlow = collection.type === 'flow-collection';
  const resolved = CST.resolveAsScalar(token);
  // Quotes around nothing (a new item's empty text) were there only because empty text needs them: the text
  // written into them takes the file's usual style, plain where it can be.
  const previous = style !== undefined ? style : resolved.value === '' ? null : (resolved.type ?? null);
  const start = token.offset;
  const end = start + CST.stringify(token).length;
  const column = columnOf(open.text, headOf(item)) + 2;
  const { under, indent } = blockLayout(open.text, token, end, column);
  let type = typeof value === 'string' ? styleFor(value, { indent, inFlow }, previous) : 'PLAIN';
  // A deeper block would need its depth written in its header; double quotes need none.
  if (indent > column && (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') && startsWithSpace(text)) type = 'QUOTE_DOUBLE';
  const kept = new Set<CST.Token>(token.type === 'block-scalar' ? token.props : (token.end ?? []));
  token.indent = indent;
  CST.setScalarValue(token, text, { inFlow, type });
  // The `yaml` package lays out new text with LF: those line breaks (never the value's own
  // characters, which are escaped in double quotes) become the file's.
  const lineBreak = lineBreakOf(open.text);
  token.source = token.source.replaceAll('\n', lineBreak);
  if (token.type !== 'block-scalar') return done(splice(open.text, start, end, CST.stringify(token)));
  for (const part of token.props) if (part.type === 'newline' && !kept.has(part)) part.source = lineBreak;
  return done(splice(open.text, start, end, CST.stringify(token) + printTokens(under)));
}
