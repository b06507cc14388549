import { gitText } from './repo/git.ts';
import type { ContentRepo } from './repo/index.ts';
import type { PendingPictures } from './pending-pictures.ts';

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

/** The files under public/ that publishing the draft leaves on main (its changes on main's head); undefined when there is no such draft. */
export async function publicFilesAfterDraft(repo: ContentRepo, draft: string): Promise<string[] | undefined> {
  const merged = await repo.mergedTree({ draft });
  return merged.ok ? publicFilesAt(repo.dir, merged.tree) : undefined;
}

/** The files under public/ as a person's next save leaves them: `committed`, with the pictures they uploaded since their last save. */
export function withOwnUploads(committed: readonly string[], pending: PendingPictures, personId: number): ReadonlySet<string> {
  return new Set([...committed, ...pending.paths(personId).map((path) => path.slice('public'.length))]);
}
