import type { Diagnostic } from '@codemirror/lint';
import { Text } from '@codemirror/state';
import type { Problem } from '../../../schema/content/errors.ts';
import { docOf } from './text-change.ts';

/** A whole number between `low` and `high`; anything else (NaN) is `low`. */
const clamp = (value: number, low: number, high: number) =>
  Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), low), high) : low;

/**
 * The loader's problems as the editor's lint marks, in the same words (the code goes beside them,
 * as the problems panel shows it). A problem tells only where it starts (line and column from 1),
 * so its mark runs from there to the end of the line's text; a place past the end of a line or of
 * the file is moved back to the nearest one that exists.
 */
export function problemDiagnostics(problems: readonly Problem[], doc: Text | string): Diagnostic[] {
  const text = typeof doc === 'string' ? docOf(doc) : doc;
  return problems.map((problem) => {
    const line = text.line(clamp(problem.position.line, 1, text.lines));
    const from = line.from + clamp(problem.position.col, 1, line.length + 1) - 1;
    const end = line.from + line.text.trimEnd().length;
    return { from, to: Math.max(from, end), severity: problem.severity, message: problem.message, source: problem.code };
  });
}
