import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const git = async (folder: string, args: string[]): Promise<string> =>
  (await run('git', ['-C', folder, ...args], { maxBuffer: 64 * 1024 * 1024 })).stdout;

/**
 * When each file of the pages folder last changed, in milliseconds, by the Git history of the
 * folder's repository (one `git log` for the whole folder); a file changed since its last commit,
 * or never committed, by its time on disk. Paths from the pages folder, with `/`. Undefined when the
 * folder is in no repository: the studio then cannot tell which translations are out of date.
 */
export async function changeTimes(pagesDir: string): Promise<Map<string, number> | undefined> {
  let log: string;
  let changed: string;
  try {
    log = await git(pagesDir, ['log', '--format=%x00%ct', '--name-only', '--relative', '--', '.']);
    const modified = await git(pagesDir, ['diff', '--name-only', '--relative', 'HEAD', '--', '.']);
    const added = await git(pagesDir, ['ls-files', '--others', '--exclude-standard', '--', '.']);
    changed = `${modified}\n${added}`;
  } catch {
    return undefined;
  }
  const times = new Map<string, number>();
  let commitTime = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) commitTime = Number(line.slice(1)) * 1000;
    else if (line !== '' && !times.has(line)) times.set(line, commitTime);
  }
  for (const file of changed.split('\n').filter((line) => line !== '')) {
    const onDisk = await stat(join(pagesDir, file)).catch(() => undefined);
    if (onDisk !== undefined) times.set(file, onDisk.mtimeMs);
  }
  return times;
}
