import { git, gitText } from '../git/git.ts';
import type { RepoPlace } from '../git/objects.ts';
import type { HistoryEntry } from '../types.ts';

// Separators git writes between fields and commits; neither appears in names or messages.
const field = '\x1f';
const record = '\x1e';

/** The lines of a message that name a change: the studio writes them as `- …` under the title. */
export const changeLines = (message: string): string[] =>
  message
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));

/** The commits of the branch that changed `path`, newest first. */
export async function fileHistory(place: RepoPlace, path: string): Promise<HistoryEntry[]> {
  const output = await gitText(place.worktree, [
    'log',
    `--format=%H${field}%an${field}%ae${field}%aI${field}%B${record}`,
    `refs/heads/${place.branch}`,
    '--',
    path,
  ]);
  return output
    .split(record)
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [commit = '', name = '', email = '', date = '', ...rest] = entry.split(field);
      const message = rest.join(field).trimEnd();
      return { commit, author: { name, email }, date, message, changes: changeLines(message) };
    });
}

/** The unified diff of what `commit` changed in `path` (against its first parent; all added for a first commit). */
export async function commitDiff(place: RepoPlace, commit: string, path: string): Promise<string> {
  const parent = await git(place.worktree, ['rev-parse', '--verify', '--quiet', `${commit}^`]);
  const before =
    parent.code === 0 ? parent.stdout.toString('utf8').trim() : await gitText(place.worktree, ['hash-object', '-t', 'tree', '--stdin']);
  return gitText(place.worktree, ['diff', '--no-color', '--no-ext-diff', '--no-textconv', before, commit, '--', path]);
}
