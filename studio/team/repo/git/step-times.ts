/**
 * How long each step of saving takes, collected while the load run profiles the server
 * (`save-load-cli.ts --profile`): each git command by name, each batch's planning and size, each
 * push. Off unless started: nothing is kept, and nothing is timed, in normal running.
 */
let collected: Map<string, number[]> | undefined;

/** Starts collecting (anew); the figures collected so far are given back by `stepTimes`. */
export function collectStepTimes(): void {
  collected = new Map();
}

/** Stops collecting, and gives each step's figures (milliseconds, or a count where the step says so). */
export function stepTimes(): Map<string, number[]> {
  const figures = collected ?? new Map<string, number[]>();
  collected = undefined;
  return figures;
}

/** Notes one figure of a step, while collecting. */
export function noteStep(step: string, figure: number): void {
  if (collected === undefined) return;
  const figures = collected.get(step) ?? [];
  figures.push(figure);
  collected.set(step, figures);
}

/** Runs `work`, noting how long it took as one figure of `step` while collecting. */
export async function timedStep<T>(step: string, work: () => Promise<T>): Promise<T> {
  if (collected === undefined) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    noteStep(step, performance.now() - start);
  }
}
