import type { ProblemCode } from './problems/index.ts';

/** Where in a file a problem is. Lines and columns count from 1. */
export interface Position {
  line: number;
  col: number;
}

/** A key in a file's structure: a field name or a list index. */
export type PathKey = string | number;

/** One thing wrong in one file, told in the author's terms. Made only by `problem()` (problems/index.ts). */
export interface Problem {
  /** Which problem this is: the heading in AUTHORING.md (section Problems) that explains it. */
  code: ProblemCode;
  /** The file, relative to the project, with forward slashes. */
  file: string;
  position: Position;
  /** Where in the file's structure, for example `sections[2].type`; empty for the whole file. */
  where: string;
  /** The same place as keys, for example `['sections', 2, 'type']`, so an editor can find the field. */
  path: PathKey[];
  /** What is wrong and what to do, as one plain sentence pair (without the code). */
  message: string;
  severity: 'error' | 'warning';
}

/** `['sections', 2, 'heading']` from a data path, whatever kind of keys it holds. */
export function pathKeys(path: readonly PropertyKey[]): PathKey[] {
  return path.map((key) => (typeof key === 'symbol' ? String(key) : key));
}

/** `sections[2].heading` from `['sections', 2, 'heading']`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}
