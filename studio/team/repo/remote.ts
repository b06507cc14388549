import type { DataPath } from '../../document/index.ts';
import { git, gitText } from './git.ts';
import { headCommit, moveBranch, type RepoPlace } from './objects.ts';
import { commitFacts, replayCommit, type ReplayResult } from './replay.ts';
import type { ParkedCommit, PushState } from './types.ts';
import { updateWorktree } from './worktree.ts';

// A remote that does not answer in this time is taken as unreachable; the save stays local.
const networkTimeoutMs = 30_000;

/** The last line git wrote about a failure, for "saved, not yet pushed" notes. */
const lastWords = (stderr: string): string =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .at(-1) ?? 'no answer';

type PushAttempt = { kind: 'pushed' } | { kind: 'moved' } | { kind: 'refused' | 'unreachable'; message: string };

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
  if (/fetch first|non-fast-forward|failed to (?:update|lock) ref|cannot lock ref/.test(refused)) return { kind: 'moved' };
  return { kind: 'refused', message: `the remote refused it (${refused.split('\t').at(-1) ?? 'no reason given'})` };
}

/** Fetches the remote's branch; its head, or why it could not be fetched. */
async function fetchBranch(place: RepoPlace): Promise<{ ok: true; head: string } | { ok: false; message: string }> {
  const tracking = `refs/remotes/origin/${place.branch}`;
  const output = await git(place.worktree, ['fetch', '--no-tags', '--quiet', 'origin', `+refs/heads/${place.branch}:${tracking}`], { timeoutMs: networkTimeoutMs });
  if (output.code !== 0) return { ok: false, message: `the remote could not be reached (${lastWords(output.stderr)})` };
  return { ok: true, head: await gitText(place.worktree, ['rev-parse', '--verify', tracking]) };
}

const isAncestor = async (place: RepoPlace, older: string, newer: string): Promise<boolean> =>
  (await git(place.worktree, ['merge-base', '--is-ancestor', older, newer])).code === 0;

/** The save whose commit could not go onto the remote's changes: its file and the fields both changed. */
export interface OwnConflict {
  file: string;
  fields: DataPath[];
}

export interface Integration {
  parked: ParkedCommit[];
  ownConflict?: OwnConflict;
}

/**
 * Brings the remote's commits into the branch: a fast-forward when the studio has nothing of its
 * own to push, else the studio's commits made again on the remote's head, merged field by field.
 * The commit `own` (the save being made) that cannot be merged is left out and reported; an older
 * one (saved while the remote was unreachable) is kept under refs/studio/parked/ and reported.
 */
async function integrate(place: RepoPlace, remoteHead: string, own: string | undefined): Promise<Integration> {
  const local = await headCommit(place);
  const parked: ParkedCommit[] = [];
  if (local === remoteHead || (await isAncestor(place, remoteHead, local))) return { parked };
  let base = remoteHead;
  let ownConflict: OwnConflict | undefined;
  if (!(await isAncestor(place, local, remoteHead))) {
    const pending = (await gitText(place.worktree, ['rev-list', '--reverse', '--topo-order', `${remoteHead}..${local}`])).split('\n').filter(Boolean);
    for (const commit of pending) {
      const facts = await commitFacts(place, commit);
      // A merge commit of the studio's own is not made again: it is kept aside like a conflict.
      const replayed: ReplayResult = facts.parent.includes(' ') ? { ok: false, file: '', fields: [[]] } : await replayCommit(place, commit, base);
      if (replayed.ok) base = replayed.commit;
      else if (commit === own) ownConflict = { file: replayed.file, fields: replayed.fields };
      else {
        const ref = `refs/studio/parked/${commit}`;
        await gitText(place.worktree, ['update-ref', ref, commit]);
        parked.push({ commit, ref, file: replayed.file, author: facts.author, message: facts.message.trimEnd() });
      }
    }
  }
  if (!(await moveBranch(place, local, base, 'studio: bring in the remote'))) throw new Error('The branch moved while the remote was being brought in.');
  await updateWorktree(place, local, base);
  return ownConflict ? { parked, ownConflict } : { parked };
}

// Each round fetches and merges what others pushed meanwhile; a remote this busy is tried again later.
const pushRounds = 5;

/**
 * Pushes the branch; when the remote moved, brings its commits in (see `integrate`) and pushes
 * again. Returns whether the branch is on the remote, and why not.
 */
export async function publish(place: RepoPlace, own?: string): Promise<Integration & { state: PushState }> {
  if (!place.hasRemote) return { state: { pushed: false, reason: 'no-remote' }, parked: [] };
  const parked: ParkedCommit[] = [];
  let ownConflict: OwnConflict | undefined;
  let ownCommit = own;
  const result = (state: PushState) => (ownConflict ? { state, parked, ownConflict } : { state, parked });
  for (let round = 0; round < pushRounds; round += 1) {
    const attempt = await pushBranch(place);
    if (attempt.kind === 'pushed') return result({ pushed: true });
    if (attempt.kind !== 'moved') return result({ pushed: false, reason: attempt.kind, message: attempt.message });
    const fetched = await fetchBranch(place);
    if (!fetched.ok) return result({ pushed: false, reason: 'unreachable', message: fetched.message });
    const brought = await integrate(place, fetched.head, ownCommit);
    parked.push(...brought.parked);
    if (brought.ownConflict) {
      ownConflict = brought.ownConflict;
      ownCommit = undefined;
    }
  }
  return result({ pushed: false, reason: 'refused', message: 'others kept pushing while the studio merged their changes; the next save tries again' });
}

/** Fetches the remote and brings its commits in, then pushes what the studio has of its own. */
export async function pull(place: RepoPlace): Promise<Integration & { state: PushState }> {
  if (!place.hasRemote) return { state: { pushed: false, reason: 'no-remote' }, parked: [] };
  const fetched = await fetchBranch(place);
  if (!fetched.ok) return { state: { pushed: false, reason: 'unreachable', message: fetched.message }, parked: [] };
  const brought = await integrate(place, fetched.head, undefined);
  const pushed = await publish(place);
  return { ...pushed, parked: [...brought.parked, ...pushed.parked] };
}
