import type { Problem } from '../errors.ts';

/**
 * One kind of problem: how serious it is, its message made from the problem's own data, and the
 * explanation AUTHORING.md shows under its code (section Problems).
 */
export interface ProblemEntry<Args extends unknown[]> {
  severity: Problem['severity'];
  /** What happened, in a few words. */
  title: string;
  /** What is wrong and what to do, for this occurrence. */
  message: (...args: Args) => string;
  /** Why the checker refuses it, or warns about it. */
  why: string;
  /** How to fix it. */
  fix: string;
  /** A few lines of YAML written the right way. */
  example: string;
}

/** An entry whatever its data: what each group of entries is checked against. */
export type AnyProblemEntry = ProblemEntry<never[]>;
