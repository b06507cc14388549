/** The last task queued for each clone (by its real path), so every instance in the process shares it. */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every task queued before it for the same clone, one at a time: two saves
 * never interleave. A queue in memory, not a lock file, so nothing is left behind by a crash.
 */
export function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
