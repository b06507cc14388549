/** The Git commit a project folder is at, for a release's manifest. */
import { spawnSync } from 'node:child_process';

/** Variables that would point git at another repository (set when running from a git hook). */
const otherRepository = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR', 'GIT_PREFIX'];

/** The full hash of the commit `root` is at, or null when it is not a Git checkout (or git is missing). */
export function commitOf(root: string): string | null {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !otherRepository.includes(name)));
  const result = spawnSync('git', ['rev-parse', '--verify', 'HEAD'], { cwd: root, env, encoding: 'utf8', timeout: 10_000 });
  const hash = result.status === 0 ? result.stdout.trim() : '';
  return /^[0-9a-f]{40,64}$/.test(hash) ? hash : null;
}
