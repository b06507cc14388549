import type { RepoPlace } from '../git/objects.ts';
import { inTurn } from '../git/queue.ts';
import { publish, type Publication } from './remote.ts';
import { noteStep, timedStep } from '../git/step-times.ts';

interface WaitingPush {
  started: boolean;
  own: string[];
  result: Promise<Publication>;
}

/** The push queued for each branch of each clone that has not started yet: saves committed meanwhile join it. */
const waiting = new Map<string, WaitingPush>();

/**
 * Pushes a save's commit (or only what is not pushed yet, for `null`) with the commits of the
 * saves queued beside it: one push for all of them, run in the clone's queue after those saves.
 * Many authors saving at once so cost one push per batch rather than one each.
 */
export function publishWith(place: RepoPlace, commit: string | null): Promise<Publication> {
  // A draft's saves share a push of the draft's branch, never main's; every push runs in the clone's one queue.
  const key = `${place.worktree}\0${place.branch}`;
  const queued = waiting.get(key);
  if (queued && !queued.started) {
    if (commit !== null) queued.own.push(commit);
    return queued.result;
  }
  const entry: WaitingPush = {
    started: false,
    own: commit === null ? [] : [commit],
    result: inTurn(place.worktree, async () => {
      // The save just before in the queue joins in the same turn of the event loop: let it.
      await new Promise((resolve) => setImmediate(resolve));
      entry.started = true;
      if (waiting.get(key) === entry) waiting.delete(key);
      noteStep('saves in a push (count)', entry.own.length);
      return timedStep('a push (with bringing the remote in)', () => publish(place, entry.own));
    }),
  };
  waiting.set(key, entry);
  return entry.result;
}
