import { CST, Composer, Parser } from 'yaml';
import { recentValues } from './recent-values.ts';
import { refuse, type EditError } from '../result.ts';
import { deepFrozen } from '../values.ts';

/** A file's concrete syntax tree (every byte of it) and the data it holds. */
export interface OpenDocument {
  text: string;
  tokens: CST.Token[];
  document: CST.Document;
  /** Frozen: it is shared by every reading of the same text. */
  data: unknown;
}

/** What a text holds apart from its tokens: its data (frozen: it is shared), or why it cannot be edited. */
export type Reading = { ok: true; data: unknown } | { ok: false; error: EditError };

/** A text as the parser read it: its tokens (never handed out as they are) and what they hold. */
interface ReadText {
  tokens: readonly CST.Token[];
  reading: Reading;
}

// An author's edits come one after another: each edit opens the text the edit before wrote, and
// reads its own new text back to check it. The texts read last are kept, so each is parsed once;
// opening it again copies its tokens, as edits change them in place.
const kept = recentValues<ReadText>(8);

const notOneDocument = () =>
  refuse('invalid-yaml', 'This file does not hold exactly one YAML document — keep one page per file, without "---" lines.');

function composed(text: string, tokens: readonly CST.Token[]): Reading {
  const documents = [...new Composer().compose(tokens)];
  const [parsed, ...more] = documents;
  if (!parsed || !tokens.some((token) => token.type === 'document') || more.length > 0) return notOneDocument();
  const [first] = parsed.errors;
  if (first) {
    const line = text.slice(0, first.pos[0]).split('\n').length;
    return refuse('invalid-yaml', `The file has a YAML mistake on line ${line} — fix it in the file first, then edit it here.`);
  }
  return { ok: true, data: deepFrozen(parsed.toJS()) };
}

function read(text: string): ReadText {
  const known = kept.get(text);
  if (known !== undefined) return known.value;
  const tokens = [...new Parser().parse(text)];
  const entry = { tokens, reading: composed(text, tokens) };
  kept.set(text, entry);
  return entry;
}

/** The data a YAML text holds (never to be changed: it is shared), or why it cannot be edited. */
export const readText = (text: string): Reading => read(text).reading;

/** A copy of what the parser made, all the way down: plain objects, arrays, strings and numbers. */
function copyOf<T>(value: T): T;
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    return items.map(copyOf);
  }
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const key in copy) {
    const item = copy[key];
    if (typeof item === 'object' && item !== null) copy[key] = copyOf(item);
  }
  return copy;
}

/**
 * Reads YAML text for editing: one document, no syntax errors. The tokens keep every byte, so
 * `printTokens` gives the text back unchanged until a token is changed.
 */
export function openDocument(text: string): { ok: true; open: OpenDocument } | { ok: false; error: EditError } {
  const { tokens: asRead, reading } = read(text);
  if (!reading.ok) return reading;
  const tokens = asRead.map(copyOf);
  const document = tokens.find((token): token is CST.Document => token.type === 'document');
  if (!document) return notOneDocument();
  return { ok: true, open: { text, tokens, document, data: reading.data } };
}

/** The text of the tokens, byte for byte. */
export const printTokens = (tokens: readonly CST.Token[]): string => tokens.map((token) => CST.stringify(token)).join('');

/** Where the line holding `offset` starts. */
export const lineStart = (text: string, offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;

/** Just past the newline that ends the line holding `offset` (the text's end on the last line). */
export function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

/** The column of `offset` on its line, counted from 0. */
export const columnOf = (text: string, offset: number): number => offset - lineStart(text, offset);

/** Whether only spaces stand before `offset` on its line. */
export const startsLine = (text: string, offset: number): boolean => text.slice(lineStart(text, offset), offset).trim() === '';

export const splice = (text: string, start: number, end: number, insert: string): string => text.slice(0, start) + insert + text.slice(end);
