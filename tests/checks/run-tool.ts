import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Runs one of the project's own tools (node_modules/.bin) in the project folder; its exit code and everything it printed. */
export function runTool(tool: string, args: readonly string[]): { status: number | null; output: string } {
  const run = spawnSync(join(root, 'node_modules', '.bin', tool), args, {
    cwd: root,
    encoding: 'utf8',
    // The tools' scripts start with `#!/usr/bin/env node`: the Node.js running the tests runs them too.
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`, FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
