/**
 * The one formatter of problems: the text report with code frames (validator, build, dev overlay,
 * section catalogue), GitHub annotations and JSON. Every message ends with its code in brackets.
 */
import { codeFrameColumns } from '@babel/code-frame';
import type { Problem } from './errors.ts';

/** The last line of a text report: where each code is explained. */
export const problemsGuide = 'Each code is explained in AUTHORING.md, section Problems.';

/** `where: message (code)`: a problem's words, as every format shows them. */
export function problemText(problem: Problem): string {
  const where = problem.where === '' ? '' : `${problem.where}: `;
  return `${where}${problem.message} (${problem.code})`;
}

/** The first line of a problem: `file:line:col  where: message (code)`. */
function problemHeadline(problem: Problem): string {
  const tag = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.position.line}:${problem.position.col}  ${tag}${problemText(problem)}`;
}

/** The headline and a code frame pointing at the spot. */
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

/** Problems and the text of their files, for code frames. */
export interface ProblemsWithSources {
  problems: readonly Problem[];
  /** File -> its text. */
  sources: ReadonlyMap<string, string>;
}

/**
 * Every problem with its code frame, then the count (with `checked`, for example
 * `46 files checked in 120 ms`) and the line that says where the codes are explained.
 */
export function textReport({ problems, sources }: ProblemsWithSources, options: { color?: boolean; checked?: string } = {}): string {
  const checked = options.checked === undefined ? '' : ` (${options.checked})`;
  if (problems.length === 0) return `no problems${checked}.`;
  const frames = problems.map((problem) => formatProblem(problem, sources.get(problem.file), options.color));
  return [...frames, `${summarize(problems)}${checked}.\n${problemsGuide}`].join('\n\n');
}

/** Why something cannot go on: `heading`, then the report of `problems`. */
export function failureReport(heading: string, report: ProblemsWithSources): string {
  return `${heading}\n\n${textReport(report)}`;
}

/** Why the pages cannot be built, as the build and the dev overlay show it: errors only, since warnings never stop a build. */
export function pagesFailure({ problems, sources }: ProblemsWithSources): string {
  return failureReport('The pages have problems:', { problems: problems.filter((problem) => problem.severity === 'error'), sources });
}

/** GitHub's workflow-command escaping: data and property values differ. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One annotation line per problem, at its level, for GitHub's checks. */
export function githubReport(problems: readonly Problem[]): string[] {
  return problems.map((problem) => {
    const location = `file=${escapeProperty(problem.file)},line=${problem.position.line},col=${problem.position.col}`;
    return `::${problem.severity} ${location}::${escapeData(problemText(problem))}`;
  });
}

/** One problem for tools and editors: `path` finds the field, `where` is the same path as text. */
export interface JsonProblem {
  file: string;
  line: number;
  col: number;
  where: string;
  path: Problem['path'];
  code: Problem['code'];
  severity: Problem['severity'];
  message: string;
}

/** The report as data: counts, then every problem. */
export function jsonReport(
  problems: readonly Problem[],
  files: number,
): { files: number; errors: number; warnings: number; problems: JsonProblem[] } {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return {
    files,
    errors,
    warnings: problems.length - errors,
    problems: problems.map(({ file, position, where, path, code, severity, message }) => ({
      file,
      line: position.line,
      col: position.col,
      where,
      path,
      code,
      severity,
      message,
    })),
  };
}
