import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Lexer, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { projectRoot } from '../helpers/fixture-site.ts';
import type { DataPath, PathKey } from '../../studio/document/index.ts';

/** Every YAML file of the project's pages and section examples, as `{ name, text }`. */
export function projectYamlFiles(): { name: string; text: string }[] {
  const folders = [join(projectRoot, 'pages'), join(projectRoot, 'schema', 'examples')];
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => ({ name: relative(projectRoot, join(folder, name)), text: readFileSync(join(folder, name), 'utf8') })),
  );
}

/** The comments of a YAML text, as the YAML lexer finds them (never text inside a value). */
export const commentsOf = (text: string): string[] => [...new Lexer().lex(text)].filter((token) => token.startsWith('#'));

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

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

/** Each line where an item of a block list or group starts, with that item's path (the outermost one on the line). */
function itemLines(text: string): Map<number, DataPath> {
  const lines = new Map<number, DataPath>();
  const mark = (offset: number | undefined, path: DataPath) => {
    if (offset === undefined) return;
    const line = lineOf(text, offset);
    const before = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
    if (/^[\s-]*$/.test(before) && !lines.has(line)) lines.set(line, path);
  };
  const walk = (node: Node | null, path: PathKey[]) => {
    if (isMap(node) && !node.flow) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        mark(isScalar(pair.key) ? pair.key.range?.[0] : undefined, [...path, key]);
        if (isMap(pair.value) || isSeq(pair.value)) walk(pair.value, [...path, key]);
      }
    }
    if (isSeq(node) && !node.flow) {
      node.items.forEach((item, index) => {
        if (isScalar(item) || isMap(item) || isSeq(item)) {
          mark(dashBefore(text, item.range?.[0]), [...path, index]);
          walk(item, [...path, index]);
        }
      });
    }
  };
  walk(parseDocument(text).contents, []);
  return lines;
}

/**
 * A copy of a page with a numbered comment line above every item of a block list or group
 * (`# note 7`): what comment handling is tested on, since the real pages hold few comments.
 */
export function withComments(text: string): string {
  const starts = itemLines(text);
  let count = 0;
  return text
    .split('\n')
    .flatMap((line, index) => (starts.has(index) && index > 0 ? [`${/^ */.exec(line)?.[0] ?? ''}# note ${++count}`, line] : [line]))
    .join('\n');
}

const isComment = (line: string | undefined): boolean => line?.trimStart().startsWith('#') === true;
const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Each comment line with the path of the item it belongs to: the item on the line right below
 * its run of comment lines; or, when a blank line follows the run, the nearest item above that
 * the run is indented deeper than. `[]` (the file) for comments above the page's first line.
 */
export function commentOwners(text: string): { comment: string; owner: DataPath }[] {
  const starts = itemLines(text);
  const first = Math.min(...starts.keys());
  const lines = text.split('\n');
  const owners: { comment: string; owner: DataPath }[] = [];
  let runStart = 0;
  lines.forEach((line, index) => {
    if (!isComment(line)) return;
    if (!isComment(lines[index - 1])) runStart = index;
    let below = index + 1;
    while (isComment(lines[below])) below++;
    const after = lines[below];
    let owner: DataPath = starts.get(below) ?? [];
    if (below === first) owner = [];
    else if (after === undefined || after.trim() === '') {
      const column = Math.min(...lines.slice(runStart, below).map(indentOf));
      owner = [];
      for (let above = runStart - 1; above >= 0; above--) {
        const path = starts.get(above);
        if (path && indentOf(lines[above] ?? '') < column) {
          owner = path;
          break;
        }
      }
    }
    owners.push({ comment: line.trim(), owner });
  });
  return owners;
}

export const isUnder = (path: DataPath, prefix: DataPath): boolean => prefix.length > 0 && prefix.every((key, index) => path[index] === key);

/** Sorted, so two lists of comments compare as multisets. */
export const sorted = (items: readonly string[]): string[] => [...items].sort();
