import { branchExists, isDraftBranch } from './draft-branches.ts';
import { writeDraftFacts } from './draft-facts.ts';
import { git, gitText } from '../git/git.ts';
import { headCommit, type RepoPlace } from '../git/objects.ts';

/** "spring-offers-2" → "Spring offers 2": a draft's name read back from its branch. */
const nameOfSlug = (slug: string): string => {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * After a fresh clone (a new data folder, or a second studio on the same repository), the drafts
 * the remote holds become drafts here again: a branch for each `studio/<person>/<draft>`, its
 * author read from the draft's first commit (a draft nothing was saved into has none: only
 * publishers then see it), its name from the branch. The facts the first clone kept in its
 * own Git config (the name as typed, when it started) are not on the remote.
 */
export async function recoverDrafts(main: RepoPlace): Promise<string[]> {
  if (!main.hasRemote) return [];
  const listed = await gitText(main.worktree, [
    'for-each-ref',
    '--format=%(refname:lstrip=3) %(objectname)',
    'refs/remotes/origin/studio/',
  ]);
  const mainHead = await headCommit(main);
  const recovered: string[] = [];
  for (const line of listed.split('\n').filter((entry) => entry !== '')) {
    const [branch = '', head = ''] = line.split(' ');
    if (!isDraftBranch(branch) || (await branchExists(main, branch))) continue;
    const start = await gitText(main.worktree, ['merge-base', mainHead, head]);
    const authors = await gitText(main.worktree, ['log', '--reverse', '--format=%an%x00%ae', head, `^${mainHead}`]);
    const [authorName = '', authorEmail = ''] = (authors.split('\n')[0] ?? '').split('\0');
    await writeDraftFacts(main, branch, {
      name: nameOfSlug(branch.split('/').at(-1) ?? branch),
      author: authorEmail === '' ? null : { name: authorName, email: authorEmail },
      started: null,
      start,
    });
    const made = await git(main.worktree, [
      'update-ref',
      '-m',
      'studio: draft from the remote',
      `refs/heads/${branch}`,
      head,
      '0'.repeat(head.length),
    ]);
    if (made.code === 0) recovered.push(branch);
  }
  return recovered;
}
