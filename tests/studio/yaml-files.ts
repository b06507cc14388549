import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Lexer, isMap, isNode, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { projectRoot } from '../helpers/fixture-site.ts';
import { translationLanguages } from '../../schema/content/translations.ts';
import type { DataPath, PathKey } from '../../studio/document/index.ts';

/**
 * Every YAML file of the project's pages and section examples, as `{ name, text }`. The pages are
 * those of the site's own language: a translation (pages/<code>/) is a copy of its page with other
 * words, the same YAML in the same style, so going over it again would only make the loop slower as
 * languages are added; the validator reads every translation (tests/schema).
 */
export function projectYamlFiles(): { name: string; text: string }[] {
  const pagesDir = join(projectRoot, 'pages');
  const languages = translationLanguages(parseDocument(readFileSync(join(pagesDir, 'site.yaml'), 'utf8')).toJS());
  const folders = [pagesDir, join(projectRoot, 'schema', 'examples')];
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.ya?ml$/.test(name))
      .filter((name) => folder !== pagesDir || !languages.includes(name.split(sep)[0] ?? ''))
      .sort()
      .map((name) => ({ name: relative(projectRoot, join(folder, name)), text: readFileSync(join(folder, name), 'utf8') })),
  );
}

/**
 * The readings of the last two texts, kept: the edit checks (checks.ts) make many edits to one text
 * in a row, and a sequence of edits reads each new text as the "after" of one edit and the "before"
 * of the next; reading the same text again each time was a third of their time. Callers only read
 * what it returns.
 */
export function recentOf<T>(read: (text: string) => T): (text: string) => T {
  let kept: { text: string; value: T }[] = [];
  return (text) => {
    const known = kept.find((entry) => entry.text === text);
    if (known !== undefined) {
      kept = [known, ...kept.filter((entry) => entry !== known)];
      return known.value;
    }
    const value = read(text);
    kept = [{ text, value }, ...kept].slice(0, 2);
    return value;
  };
}
/** The yaml package's reading of a text (its data, items and ranges), kept while it is among the last two read. */
export const documentOf = recentOf((text: string) => parseDocument(text));

/** The comments of a YAML text, as the YAML lexer finds them (never text inside a value). */
export const commentsOf = (text: string): string[] => [...new Lexer().lex(text)].filter((token) => token.startsWith('#'));

/** The line (from 0) of each offset of `text`, found by halving the list of where lines start. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
}

/** Where the `-` of a list item is: before its value, with only spaces, blank lines and comment lines between. */
function dashBefore(text: string, offset: number | undefined): number | undefined {
  if (offset === undefined) return undefined;
  let start = text.lastIndexOf('\n', offset - 1) + 1;
  let before = text.slice(start, offset);
  for (;;) {
    const dash = /-\s*$/.exec(before);
    if (!before.trim().startsWith('#') && dash) return start + dash.index;
    if (before.trim() !== '' && !before.trim().startsWith('#')) return offset;
    if (start === 0) return offset;
    const end = start - 1;
    start = text.lastIndexOf('\n', end - 1) + 1;
    before = text.slice(start, end);
  }
}

/** An item of a block list or group: its path, the column of its key or `-`, and the lines of its first and last character. */
interface BlockItem {
  path: DataPath;
  column: number;
  line: number;
  lastLine: number;
}

/** Every item of a block list or group that starts a line (or follows a `-` there), outer items before the items inside them. */
function blockItems(text: string): BlockItem[] {
  const items: BlockItem[] = [];
  const lineOf = lineFinder(text);
  const lastLineOf = (node: unknown, fallback: number): number => {
    let end = isNode(node) && node.range ? node.range[1] : fallback;
    while (end > 0 && /\s/.test(text[end - 1] ?? '')) end--;
    return lineOf(Math.max(end - 1, 0));
  };
  const mark = (offset: number | undefined, path: DataPath, value: unknown) => {
    if (offset === undefined) return;
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    if (/^[\s-]*$/.test(text.slice(lineStart, offset)))
      items.push({ path, column: offset - lineStart, line: lineOf(offset), lastLine: lastLineOf(value, offset + 1) });
  };
  const walk = (node: Node | null, path: PathKey[]) => {
    if (isMap(node) && !node.flow) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const keyRange = isScalar(pair.key) ? pair.key.range : undefined;
        mark(keyRange?.[0], [...path, key], pair.value ?? pair.key);
        if (isMap(pair.value) || isSeq(pair.value)) walk(pair.value, [...path, key]);
      }
    }
    if (isSeq(node) && !node.flow) {
      node.items.forEach((item, index) => {
        if (isScalar(item) || isMap(item) || isSeq(item)) {
          mark(dashBefore(text, item.range?.[0]), [...path, index], item);
          walk(item, [...path, index]);
        }
      });
    }
  };
  walk(documentOf(text).contents, []);
  return items;
}

/** Each line where items start, with those items, the outermost first. */
function itemLines(items: readonly BlockItem[]): Map<number, BlockItem[]> {
  const lines = new Map<number, BlockItem[]>();
  for (const item of items) lines.set(item.line, [...(lines.get(item.line) ?? []), item]);
  return lines;
}

/**
 * A copy of a page with a numbered comment line above every item of a block list or group
 * (`# note 7`): what comment handling is tested on, since the real pages hold few comments.
 */
export function withComments(text: string): string {
  const starts = itemLines(blockItems(text));
  let count = 0;
  return text
    .split('\n')
    .flatMap((line, index) => (starts.has(index) && index > 0 ? [`${/^ */.exec(line)?.[0] ?? ''}# note ${++count}`, line] : [line]))
    .join('\n');
}

/** Where each single value written on one line (not a block, not inside `[...]` or `{...}`) ends, with the column of its key or `-`. */
function oneLineValues(text: string): { end: number; column: number }[] {
  const found: { end: number; column: number }[] = [];
  const columnAt = (offset: number) => offset - text.lastIndexOf('\n', offset - 1) - 1;
  const add = (node: unknown, head: number | undefined) => {
    if (!isScalar(node) || !node.range || head === undefined || node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') return;
    const [start, end] = node.range;
    if (!text.slice(start, end).includes('\n')) found.push({ end, column: columnAt(head) });
  };
  const walk = (node: Node | null) => {
    if (isMap(node) && !node.flow) {
      for (const pair of node.items) {
        add(pair.value, isScalar(pair.key) ? pair.key.range?.[0] : undefined);
        if (isMap(pair.value) || isSeq(pair.value)) walk(pair.value);
      }
    }
    if (isSeq(node) && !node.flow) {
      for (const item of node.items) {
        if (isScalar(item)) add(item, dashBefore(text, item.range?.[0]));
        if (isMap(item) || isSeq(item)) walk(item);
      }
    }
  };
  walk(documentOf(text).contents);
  return found;
}

/**
 * A copy of a page with a comment line under every value written on one line (`# under 3`),
 * indented two spaces deeper than its key or `-`: what YAML keeps with the value before it.
 */
export function withCommentsUnderValues(text: string): string {
  const lines = text.split('\n');
  const lineOf = lineFinder(text);
  const under = new Map(oneLineValues(text).map(({ end, column }) => [lineOf(end), column]));
  let count = 0;
  return lines
    .flatMap((line, index) => {
      const column = under.get(index);
      return column === undefined ? [line] : [line, `${' '.repeat(column + 2)}# under ${++count}`];
    })
    .join('\n');
}

/** The lexer's marks that stand for no text of the file (a document, a scalar, the end of a flow collection start). */
const lexerMarks = new Set(['\x02', '\x18', '\x1f']);

/** The lines that hold a comment and nothing else, as the YAML lexer finds them (a line of a value that starts with `#` is not one). */
function commentLines(text: string): Set<number> {
  const lines = new Set<number>();
  const lineOf = lineFinder(text);
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (lexerMarks.has(token)) continue;
    if (token.startsWith('#') && text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset).trim() === '') lines.add(lineOf(offset));
    offset += token.length;
  }
  return lines;
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Each comment line with the path of the item it belongs to. Comment lines after an item's last
 * line, each indented deeper than the item (blank lines between them allowed), are the item's:
 * of the items ending on that line, the innermost they are all deeper than. Others belong to
 * the item on the line right below their run of comment lines; `[]` (the file, or no item) for
 * comments above the page's first item and runs that a blank line ends.
 */
export function commentOwners(text: string): { comment: string; owner: DataPath }[] {
  const items = blockItems(text);
  const starts = itemLines(items);
  const endingOn = new Map<number, BlockItem[]>();
  for (const item of items) endingOn.set(item.lastLine, [...(endingOn.get(item.lastLine) ?? []), item]);
  const first = Math.min(...starts.keys());
  const lines = text.split('\n');
  const comments = commentLines(text);
  const isComment = (index: number): boolean => comments.has(index);
  const owners: { comment: string; owner: DataPath }[] = [];
  lines.forEach((line, index) => {
    if (!isComment(index)) return;
    let content = index - 1;
    while (content >= 0 && (isComment(content) || lines[content]?.trim() === '')) content--;
    const between = lines
      .slice(content + 1, index + 1)
      .filter((_line, offset) => isComment(content + 1 + offset))
      .map(indentOf);
    const ending = content >= first ? [...(endingOn.get(content) ?? [])].sort((a, b) => b.column - a.column) : [];
    const above = ending.find((item) => between.every((column) => column > item.column));
    let below = index + 1;
    while (isComment(below)) below++;
    const next = lines[below]?.trim() === '' || below === first ? undefined : starts.get(below)?.[0];
    owners.push({ comment: line.trim(), owner: above?.path ?? next?.path ?? [] });
  });
  return owners;
}

export const isUnder = (path: DataPath, prefix: DataPath): boolean =>
  prefix.length > 0 && prefix.every((key, index) => path[index] === key);

/** Sorted, so two lists of comments compare as multisets. */
export const sorted = (items: readonly string[]): string[] => [...items].sort();
