import { gitText } from './git.ts';
import type { RepoPlace, TreeWrite } from './objects.ts';

/** A file that differs between two commits: its entry in the first and in the second (`null` where it is not there). */
export interface FileChange {
  path: string;
  before: TreeWrite['entry'];
  after: TreeWrite['entry'];
}

/**
 * The files that differ between two commits, read from `git diff-tree -r -z`: each change is a
 * field `:<old mode> <new mode> <old blob> <new blob> <status>` and then its path. Every path,
 * mode and blob comes from the content repository, so a deleted file (mode 000000), a link
 * (120000) or an executable (100755) is read like any other.
 */
export async function filesChanged(place: RepoPlace, from: string, to: string): Promise<FileChange[]> {
  const fields = (await gitText(place.worktree, ['diff-tree', '-r', '-z', '--no-renames', from, to])).split('\0');
  const files: FileChange[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [beforeMode = '', afterMode = '', beforeBlob = '', afterBlob = ''] = (fields[index] ?? '').replace(/^:/, '').split(' ');
    const entry = (mode: string, blob: string) => (/^0+$/.test(mode) ? null : { mode, blob });
    files.push({ path: fields[index + 1] ?? '', before: entry(beforeMode, beforeBlob), after: entry(afterMode, afterBlob) });
  }
  return files;
}
