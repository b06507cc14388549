import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gitEnvironment } from './remote-fixture.ts';

/**
 * The remote here is a folder, so its side of a push (git receive-pack) runs in the killed group
 * too. A remote's server would not die with the studio, and would let go of its ref locks when the
 * connection broke; the locks a killed receive-pack left are let go of here as that server would.
 */
function releaseRemoteLocks(remote: string): void {
  for (const name of readdirSync(remote, { recursive: true, encoding: 'utf8' }))
    if (name.endsWith('.lock') && !name.startsWith('objects')) rmSync(join(remote, name), { force: true });
}

/**
 * Runs a Node script in a process group of its own and kills the whole group (Node and any git
 * it runs) with SIGKILL `delayMs` after it first prints `marker`. Gives everything it printed.
 * `remote` is the folder the script pushes to (see `releaseRemoteLocks`).
 */
export function runUntilKilled(script: string, args: readonly string[], marker: string, delayMs: number, remote: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: gitEnvironment(),
    });
    let output = '';
    let errors = '';
    let timer: NodeJS.Timeout | undefined;
    const kill = () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    };
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (timer === undefined && output.includes(marker)) timer = setTimeout(kill, delayMs);
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') {
        releaseRemoteLocks(remote);
        resolvePromise(output);
      } else reject(new Error(`${script} stopped by itself (${String(code)}): ${errors}${output}`));
    });
  });
}
