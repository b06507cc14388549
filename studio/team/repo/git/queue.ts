import pLimit, { type LimitFunction } from 'p-limit';

/** Each clone's queue (by its real path), so every instance in the process shares it; dropped when nothing waits in it. */
const queues = new Map<string, LimitFunction>();

/**
 * Runs `task` after every task queued before it for the same clone, one at a time: two saves
 * never interleave. A queue in memory, not a lock file, so nothing is left behind by a crash.
 */
export function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const queue = queues.get(key) ?? pLimit(1);
  queues.set(key, queue);
  const run = queue(task);
  const drop = () => {
    if (queue.activeCount === 0 && queue.pendingCount === 0 && queues.get(key) === queue) queues.delete(key);
  };
  void run.then(drop, drop);
  return run;
}
