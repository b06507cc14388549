import type { Problem } from '../../../../schema/content/errors.ts';
import type { DataPath, PathKey } from '../../../document/index.ts';
import { isUnder } from '../paths.ts';

/** For outlines and lists: the problems whose path starts with `path`, counted by severity. */
export function problemCount(problems: readonly Problem[], path: DataPath): { errors: number; warnings: number } {
  const under = problemsUnder(problems, path);
  const errors = under.filter((problem) => problem.severity === 'error').length;
  return { errors, warnings: under.length - errors };
}

/** The problems at `path` or under it. */
export const problemsUnder = (problems: readonly Problem[], path: DataPath): Problem[] =>
  problems.filter((problem) => isUnder(problem.path, path));

/**
 * The problems a field at `path` shows itself: those at `path`, and those under a key it does not
 * show (`isShown` is false: an unknown field, or a path deeper than the form goes). Problems
 * under a shown key belong to that key's field. So each problem shows exactly once, on the
 * nearest field the form shows.
 */
export function ownProblems(problems: readonly Problem[], path: DataPath, isShown: (key: PathKey) => boolean): Problem[] {
  return problems.filter((problem) => {
    if (!isUnder(problem.path, path)) return false;
    const next = problem.path[path.length];
    return next === undefined || !isShown(next);
  });
}

export const hasError = (problems: readonly Problem[]): boolean => problems.some((problem) => problem.severity === 'error');
