import { CST, Composer, Parser } from 'yaml';
import { refuse, type EditError } from './result.ts';

/** A file's concrete syntax tree (every byte of it) and the data it holds. */
export interface OpenDocument {
  text: string;
  tokens: CST.Token[];
  document: CST.Document;
  data: unknown;
}

/**
 * Reads YAML text for editing: one document, no syntax errors. The tokens keep every byte, so
 * `printTokens` gives the text back unchanged until a token is changed.
 */
export function openDocument(text: string): { ok: true; open: OpenDocument } | { ok: false; error: EditError } {
  const tokens = [...new Parser().parse(text)];
  const documents = [...new Composer().compose(tokens)];
  const [parsed, ...more] = documents;
  const document = tokens.find((token): token is CST.Document => token.type === 'document');
  if (!parsed || !document || more.length > 0)
    return refuse('invalid-yaml', 'This file does not hold exactly one YAML document — keep one page per file, without "---" lines.');
  const [first] = parsed.errors;
  if (first) {
    const line = text.slice(0, first.pos[0]).split('\n').length;
    return refuse('invalid-yaml', `The file has a YAML mistake on line ${line} — fix it in the file first, then edit it here.`);
  }
  return { ok: true, open: { text, tokens, document, data: parsed.toJS() } };
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
