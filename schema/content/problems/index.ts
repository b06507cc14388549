import { formatPath, pathKeys, type Position, type Problem } from '../errors.ts';
import { contentProblems } from './content.ts';
import type { ProblemEntry } from './entry.ts';
import { fieldProblems } from './fields.ts';
import { linkProblems } from './links.ts';
import { pageProblems } from './pages.ts';
import { languageProblems } from './languages.ts';
import { readingProblems } from './reading.ts';

/** The catalogue in groups, in the order AUTHORING.md explains them. */
export const problemGroups = [
  { title: 'Reading the file', entries: readingProblems },
  { title: 'Fields', entries: fieldProblems },
  { title: 'Pages, paths and menus', entries: pageProblems },
  { title: 'Links, pictures and icons', entries: linkProblems },
  { title: 'Text', entries: contentProblems },
  { title: 'Languages and translations', entries: languageProblems },
] as const;

const entries = { ...readingProblems, ...fieldProblems, ...pageProblems, ...linkProblems, ...contentProblems, ...languageProblems };
type Entries = typeof entries;

/** Every problem the checker can report, by its stable code (`unknown-icon`). */
export type ProblemCode = keyof Entries;

/** What each code's message is made from, for example `[{ name: string; guess: string | undefined }]`. */
export type ProblemArgs<C extends ProblemCode> = Parameters<Entries[C]['message']>;

/** The catalogue, typed so that each code's message takes exactly that code's data. */
export const problemCatalogue: { readonly [C in ProblemCode]: ProblemEntry<ProblemArgs<C>> } = entries;

export const problemCodes = Object.keys(problemCatalogue).filter((code): code is ProblemCode => code in problemCatalogue);

/** Where a problem is: the file, the line and column, and the path of the field when there is one. */
export interface ProblemLocation {
  file: string;
  position: Position;
  path?: readonly PropertyKey[];
}

/** The one way to make a Problem: its code picks the severity and the message, made from `args`. */
export function problem<C extends ProblemCode>(code: C, at: ProblemLocation, ...args: ProblemArgs<C>): Problem {
  const entry = problemCatalogue[code];
  const path = at.path ?? [];
  return {
    code,
    file: at.file,
    position: at.position,
    where: formatPath(path),
    path: pathKeys(path),
    message: entry.message(...args),
    severity: entry.severity,
  };
}
