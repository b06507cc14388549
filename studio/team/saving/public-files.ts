import type { ContentRepo } from '../repo/index.ts';
import type { PendingPictures } from './pending-pictures.ts';
import { gitText } from '../repo/index.ts';

/**
 * The site's pictures as a branch or a draft has them, for the checks and the picture list: the
 * clone's work tree is no guide, since a picture uploaded in any draft lands there at once (for
 * the preview), and main or another draft may not have it.
 */

/** The files under public/ of a commit or tree of the content repository, as the site serves them (`/images/…`). */
export async function publicFilesAt(repoDir: string, treeish: string): Promise<string[]> {
  const listed = await gitText(repoDir, ['ls-tree', '-r', '-z', '--name-only', treeish, '--', 'public']);
  return listed
    .split('\0')
    .filter((path) => path !== '')
    .map((path) => path.slice('public'.length));
}

/**
 * The files under public/ that publishing the draft leaves on main: main's, with the files the
 * draft added or changed there since it left main, without those it took out. Two git commands:
 * making the merged tree (repo.mergedTree) takes seconds at 2,000 pages.
 */
export async function publicFilesAfterDraft(repo: ContentRepo, draft: string): Promise<string[]> {
  const [onMain, changed] = await Promise.all([
    publicFilesAt(repo.dir, 'HEAD'),
    gitText(repo.dir, ['diff', '--no-renames', '--name-status', '-z', `HEAD...refs/heads/${draft}`, '--', 'public']),
  ]);
  const after = new Set(onMain);
  const fields = changed.split('\0');
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [status = '', path = ''] = [fields[index], fields[index + 1]];
    if (!path.startsWith('public/')) continue;
    if (status === 'D') after.delete(path.slice('public'.length));
    else after.add(path.slice('public'.length));
  }
  return [...after];
}

/** The files under public/ as a person's next save leaves them: `committed`, with the pictures they uploaded since their last save. */
export function withOwnUploads(committed: readonly string[], pending: PendingPictures, personId: number): ReadonlySet<string> {
  return new Set([...committed, ...pending.paths(personId).map((path) => path.slice('public'.length))]);
}
