import { codeFrameColumns } from '@babel/code-frame';

/** Where in a file a problem is. Lines and columns count from 1. */
export interface Position {
  line: number;
  col: number;
}

/** One thing wrong in one file, told in the author's terms. */
export interface Problem {
  /** The file, relative to the project, with forward slashes. */
  file: string;
  position: Position;
  /** Where in the file's structure, for example `sections[2].type`; empty for the whole file. */
  where: string;
  /** What is wrong and what to do, as one plain sentence pair. */
  message: string;
  severity: 'error' | 'warning';
}

/** `sections[2].heading` from `['sections', 2, 'heading']`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/** The first line of a problem: `file:line:col  where: message`. */
export function problemHeadline(problem: Problem): string {
  const where = problem.where === '' ? '' : `${problem.where}: `;
  const tag = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.position.line}:${problem.position.col}  ${tag}${where}${problem.message}`;
}

/** The headline and a code frame pointing at the spot, as the validator, build and overlay show it. */
export function formatProblem(problem: Problem, source: string | undefined, color = false): string {
  const headline = problemHeadline(problem);
  if (source === undefined || source === '') return headline;
  const frame = codeFrameColumns(
    source,
    { start: { line: problem.position.line, column: problem.position.col } },
    { highlightCode: color, linesAbove: 2, linesBelow: 1 },
  );
  return `${headline}\n${frame}`;
}

/** `2 errors and 1 warning in 3 files`, `1 error in 1 file`, `no errors, 2 warnings in 2 files`. */
export function summarize(problems: readonly Problem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const counted = [errors > 0 ? plural(errors, 'error') : '', warnings > 0 ? plural(warnings, 'warning') : ''].filter(Boolean);
  if (counted.length === 0) return 'no problems';
  return `${errors === 0 ? 'no errors, ' : ''}${counted.join(' and ')} in ${plural(files, 'file')}`;
}
