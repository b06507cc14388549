import type { RepoPlace } from '../git/objects.ts';
import type { DataPath } from '../../../document/index.ts';

/** A save whose commit could not go onto the remote's changes: its file and the fields both changed. */
export interface OwnConflict {
  file: string;
  fields: DataPath[];
}

/** What became of a commit waiting for its push: its id now (made again on the remote's changes), or the fields that kept it off. */
export type Fate = { commit: string } | { conflict: OwnConflict };

/**
 * The commits of saves (and publishes) from the moment they are made until their push takes them,
 * per branch of each clone, by their first id. A sync or a publish may bring the remote in
 * between a save's commit and its push, in the clone's queue; it makes these commits again
 * like the push's own, and notes here what became of each, so the push answers the save with
 * the commit the remote has (or with the conflict), never with one the branch no longer holds.
 */
const waiting = new Map<string, Map<string, Fate>>();

const keyOf = (place: RepoPlace): string => `${place.worktree}\0${place.branch}`;

/** Notes commits just made on the branch whose push is still to come. */
export function awaitPush(place: RepoPlace, commits: readonly string[]): void {
  if (commits.length === 0) return;
  const fates = waiting.get(keyOf(place)) ?? new Map<string, Fate>();
  for (const commit of commits) fates.set(commit, { commit });
  waiting.set(keyOf(place), fates);
}

/** The commits still waiting for their push, as the branch has them now (id now → first id). */
export function awaitingNow(place: RepoPlace): Map<string, string> {
  const now = new Map<string, string>();
  for (const [original, fate] of waiting.get(keyOf(place)) ?? []) if ('commit' in fate) now.set(fate.commit, original);
  return now;
}

/** Notes what bringing the remote in made of a waiting commit (by its first id). */
export function noteFate(place: RepoPlace, original: string, fate: Fate): void {
  const fates = waiting.get(keyOf(place));
  if (fates?.has(original) === true) fates.set(original, fate);
}

/** Takes a commit out when its push starts: what became of it meanwhile (itself, when nothing did). */
export function takeFate(place: RepoPlace, original: string): Fate {
  const key = keyOf(place);
  const fates = waiting.get(key);
  const fate = fates?.get(original) ?? { commit: original };
  fates?.delete(original);
  if (fates?.size === 0) waiting.delete(key);
  return fate;
}
