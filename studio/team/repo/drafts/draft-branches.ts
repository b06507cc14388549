import { git, gitText } from '../git/git.ts';
import { entryAt, headCommit, sameEntry, type RepoPlace } from '../git/objects.ts';
import type { FileSource } from '../commits/commit-batch.ts';
import type { Person, RepoRefusal } from '../types.ts';

/** A name as a branch can carry it: lower-case letters and digits joined by dashes, at most 40 characters. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/** The person's part of a draft's branch: from their name, or their e-mail when the name has no letters. */
export const personSlug = (person: Person): string => slugOf(person.name) || slugOf(person.email.split('@')[0] ?? '') || 'someone';

const draftBranchPattern = /^studio\/[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a branch is a draft's (`studio/<person>/<draft>`), and nothing an option could hide in. */
export const isDraftBranch = (branch: string): boolean => draftBranchPattern.test(branch);

/** A draft's branch in the clone: the same repository, its commits never written into the work tree. */
export const draftPlace = (main: RepoPlace, branch: string): RepoPlace => ({ ...main, branch, checkedOut: false });

export const branchExists = async (place: RepoPlace, branch: string): Promise<boolean> =>
  (await git(place.worktree, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])).code === 0;

/** The refusal for a request that names a draft the clone does not have. */
export const noSuchDraft = (branch: string): RepoRefusal => ({
  ok: false,
  status: 404,
  error: 'not-found',
  message: `There is no draft ${branch.slice(0, 200)} — it may have been published and deleted; reload the list of drafts.`,
});

/** The draft named by a request, or a refusal in plain words. */
export async function findDraft(main: RepoPlace, branch: string): Promise<RepoPlace | RepoRefusal> {
  if (isDraftBranch(branch) && (await branchExists(main, branch))) return draftPlace(main, branch);
  return noSuchDraft(branch);
}

/** The commit main and the draft last had in common: what the draft's changes are measured from. */
export const draftBase = async (main: RepoPlace, draft: RepoPlace): Promise<string> =>
  gitText(main.worktree, ['merge-base', await headCommit(main), await headCommit(draft)]);

/** Whether the draft changes the file: its version differs from the one at the draft's base. */
export async function draftChanges(main: RepoPlace, draft: RepoPlace, path: string): Promise<boolean> {
  const base = await draftBase(main, draft);
  return !sameEntry(await entryAt(draft, base, path), await entryAt(draft, await headCommit(draft), path));
}

/**
 * Where an author editing a draft reads a file, and what a save into it saves over: the draft's
 * version of the file, or main's (the latest) where the draft does not change it.
 */
export const draftSource =
  (main: RepoPlace): FileSource =>
  async (draft, path) =>
    (await draftChanges(main, draft, path)) ? draft : main;
