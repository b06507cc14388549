import { awaitingNow, noteFate, takeFate, type OwnConflict } from './awaiting-push.ts';
import { git, gitText } from '../git/git.ts';
import { headCommit, moveBranch, type RepoPlace } from '../git/objects.ts';
import { commitFacts, replayCommit, type ReplayResult } from './replay.ts';
import type { ParkedCommit, PushState } from '../types.ts';
import { updateWorktree } from '../git/worktree.ts';

// A remote that does not answer in this time is taken as unreachable; the save stays local.
const networkTimeoutMs = 30_000;

/** The last line git wrote about a failure, for "saved, not yet pushed" notes. */
const lastWords = (stderr: string): string =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .at(-1) ?? 'no answer';

/** `lockFile`: the remote said its branch is locked, and by which file (git's "Unable to create '…lock': File exists"). */
type PushAttempt =
  | { kind: 'pushed' }
  | { kind: 'moved'; lockFile: string | undefined }
  | { kind: 'refused' | 'unreachable'; message: string };

/**
 * Takes a branch off the remote (a deleted draft). A branch the remote does not have is gone
 * already; an unreachable remote keeps it, which is harmless: the studio no longer lists it, and
 * its name stays taken (the remote-tracking branch is kept) so a new draft does not land on it.
 */
export async function deleteRemoteBranch(place: RepoPlace, branch: string): Promise<PushState> {
  if (!place.hasRemote) return { pushed: false, reason: 'no-remote' };
  const output = await git(place.worktree, ['push', '--porcelain', 'origin', `:refs/heads/${branch}`], { timeoutMs: networkTimeoutMs });
  if (output.code === 0 || /remote ref does not exist/.test(output.stderr + output.stdout.toString('utf8'))) {
    await git(place.worktree, ['update-ref', '-d', `refs/remotes/origin/${branch}`]);
    return { pushed: true };
  }
  return { pushed: false, reason: 'unreachable', message: `the remote could not be reached (${lastWords(output.stderr)})` };
}

async function pushBranch(place: RepoPlace): Promise<PushAttempt> {
  const ref = `refs/heads/${place.branch}`;
  const output = await git(place.worktree, ['push', '--porcelain', 'origin', `${ref}:${ref}`], { timeoutMs: networkTimeoutMs });
  if (output.code === 0) return { kind: 'pushed' };
  const refused = output.stdout
    .toString('utf8')
    .split('\n')
    .find((line) => line.startsWith('!'));
  if (refused === undefined) return { kind: 'unreachable', message: `the remote could not be reached (${lastWords(output.stderr)})` };
  // Another push that won the race to the remote's branch refuses this one in these words too.
  if (/fetch first|non-fast-forward|failed to (?:update|lock) ref|cannot lock ref/.test(refused))
    return { kind: 'moved', lockFile: /Unable to create '([^']+\.lock)': File exists/.exec(output.stderr)?.[1] };
  return { kind: 'refused', message: `the remote refused it (${refused.split('\t').at(-1) ?? 'no reason given'})` };
}

/** Fetches the remote's branch; its head, or why it could not be fetched. */
async function fetchBranch(place: RepoPlace): Promise<{ ok: true; head: string } | { ok: false; message: string }> {
  const tracking = `refs/remotes/origin/${place.branch}`;
  const output = await git(place.worktree, ['fetch', '--no-tags', '--quiet', 'origin', `+refs/heads/${place.branch}:${tracking}`], {
    timeoutMs: networkTimeoutMs,
  });
  if (output.code !== 0) return { ok: false, message: `the remote could not be reached (${lastWords(output.stderr)})` };
  return { ok: true, head: await gitText(place.worktree, ['rev-parse', '--verify', tracking]) };
}

const isAncestor = async (place: RepoPlace, older: string, newer: string): Promise<boolean> =>
  (await git(place.worktree, ['merge-base', '--is-ancestor', older, newer])).code === 0;

export type { OwnConflict };

/**
 * What bringing the remote in did to the studio's commits. `own` maps each commit of the saves
 * being published (by its first id) to its id now, made again on the remote's changes; those
 * that could not be are in `conflicts` instead.
 */
export interface Integration {
  parked: ParkedCommit[];
  own: Map<string, string>;
  conflicts: Map<string, OwnConflict>;
}

/**
 * Brings the remote's commits into the branch: a fast-forward when the studio has nothing of its
 * own to push, else the studio's commits made again on the remote's head, merged field by field.
 * A commit of a save being published, or of one whose push is still to come (awaiting-push.ts),
 * that cannot be merged is left out and reported in `conflicts` (or noted there); an older one
 * (saved while the remote was unreachable) is kept under refs/studio/parked/ and reported in `parked`.
 */
async function integrate(place: RepoPlace, remoteHead: string, progress: Integration): Promise<void> {
  const local = await headCommit(place);
  if (local === remoteHead || (await isAncestor(place, remoteHead, local))) return;
  const originals = new Map([...progress.own].map(([original, now]) => [now, original]));
  const awaiting = awaitingNow(place);
  let base = remoteHead;
  if (!(await isAncestor(place, local, remoteHead))) {
    // The branch's own line only: a published draft's commits come along as its merge's second parent.
    const pending = (await gitText(place.worktree, ['rev-list', '--reverse', '--first-parent', `${remoteHead}..${local}`]))
      .split('\n')
      .filter(Boolean);
    for (const commit of pending) {
      const facts = await commitFacts(place, commit);
      const original = originals.get(commit);
      const awaited = awaiting.get(commit);
      const replayed: ReplayResult = await replayCommit(place, commit, base);
      if (replayed.ok) {
        base = replayed.commit;
        if (original !== undefined) progress.own.set(original, replayed.commit);
        if (awaited !== undefined) noteFate(place, awaited, { commit: replayed.commit });
      } else if (original !== undefined || awaited !== undefined) {
        const conflict = { file: replayed.file, fields: replayed.fields };
        if (original !== undefined) {
          progress.own.delete(original);
          progress.conflicts.set(original, conflict);
        }
        if (awaited !== undefined) noteFate(place, awaited, { conflict });
      } else {
        const ref = `refs/studio/parked/${commit}`;
        await gitText(place.worktree, ['update-ref', ref, commit]);
        progress.parked.push({ commit, ref, file: replayed.file, author: facts.author, message: facts.message.trimEnd() });
      }
    }
  }
  if (!(await moveBranch(place, local, base, 'studio: bring in the remote')))
    throw new Error('The branch moved while the remote was being brought in.');
  if (place.checkedOut) await updateWorktree(place, local, base);
}

// Each round fetches and merges what others pushed meanwhile; a remote this busy is tried again later.
const pushRounds = 5;

export type Publication = Integration & { state: PushState };

/**
 * Pushes the branch; when the remote moved, brings its commits in (see `integrate`) and pushes
 * again. `own` are the commits of the saves waiting for this push, by their first ids (a sync
 * may have made them again since, or left them out: see awaiting-push.ts). Returns whether the
 * branch is on the remote, and why not.
 */
export async function publish(place: RepoPlace, own: readonly string[]): Promise<Publication> {
  const progress: Integration = { parked: [], own: new Map(), conflicts: new Map() };
  for (const commit of own) {
    const fate = takeFate(place, commit);
    if ('commit' in fate) progress.own.set(commit, fate.commit);
    else progress.conflicts.set(commit, fate.conflict);
  }
  const done = (state: PushState): Publication => ({ ...progress, state });
  if (!place.hasRemote) return done({ pushed: false, reason: 'no-remote' });
  // The lock the remote named at every round, if it named one each time.
  let lockFile: string | undefined;
  for (let round = 0; round < pushRounds; round += 1) {
    const attempt = await pushBranch(place);
    if (attempt.kind === 'pushed') return done({ pushed: true });
    if (attempt.kind !== 'moved') return done({ pushed: false, reason: attempt.kind, message: attempt.message });
    lockFile = round === 0 || lockFile === attempt.lockFile ? attempt.lockFile : undefined;
    const fetched = await fetchBranch(place);
    if (!fetched.ok) return done({ pushed: false, reason: 'unreachable', message: fetched.message });
    await integrate(place, fetched.head, progress);
  }
  return done({
    pushed: false,
    reason: 'refused',
    // A lock that stays through every round is most likely left over from a push stopped on the remote's side.
    message:
      lockFile === undefined
        ? 'others kept pushing while the studio merged their changes; the next save tries again'
        : `the remote's branch stayed locked by ${lockFile}; if no other push to it is running, a stopped push left that file — remove it, and the next save pushes`,
  });
}

/** Fetches the remote and brings its commits in, then pushes what the studio has of its own. */
export async function pull(place: RepoPlace): Promise<Publication> {
  const progress: Integration = { parked: [], own: new Map(), conflicts: new Map() };
  if (!place.hasRemote) return { ...progress, state: { pushed: false, reason: 'no-remote' } };
  const fetched = await fetchBranch(place);
  if (!fetched.ok) return { ...progress, state: { pushed: false, reason: 'unreachable', message: fetched.message } };
  await integrate(place, fetched.head, progress);
  const pushed = await publish(place, []);
  return { ...pushed, parked: [...progress.parked, ...pushed.parked] };
}
