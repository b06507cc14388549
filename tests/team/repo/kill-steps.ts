import { spawn } from 'node:child_process';
import { gitEnvironment } from './remote-fixture.ts';

/**
 * Runs a Node script in a process group of its own and kills the whole group (Node and any git
 * it runs) with SIGKILL `delayMs` after it first prints `marker`. Gives everything it printed.
 */
export function runUntilKilled(script: string, args: readonly string[], marker: string, delayMs: number): Promise<string> {
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
      if (signal === 'SIGKILL') resolvePromise(output);
      else reject(new Error(`${script} stopped by itself (${String(code)}): ${errors}${output}`));
    });
  });
}
