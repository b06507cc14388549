// The team server's git runner: a small process of its own that starts the git commands the
// server sends it over IPC. Starting a program forks the process that starts it, and the
// server's event loop stands still meanwhile, for longer the more memory it holds: forked from
// this small process, a command costs a few milliseconds of another core instead of ten or more
// of the server's. It stops when the server does (its channel closes).
import { spawn } from 'node:child_process';
import { isGitRequest, type GitAnswer, type GitRequest } from './git-messages.ts';

/** The environment the server started this runner with, read once; each command adds its own variables. */
const baseEnvironment = { ...process.env };

const answer = (message: GitAnswer): void => {
  if (process.connected) process.send?.(message);
};

function run(request: GitRequest): void {
  const child = spawn('git', request.args, {
    cwd: request.cwd,
    env: { ...baseEnvironment, ...request.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const timer = request.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGTERM'), request.timeoutMs);
  child.on('error', (error) => {
    clearTimeout(timer);
    answer({ id: request.id, failed: error.message });
  });
  child.on('close', (code, signal) => {
    clearTimeout(timer);
    const stderr = Buffer.concat(err).toString('utf8') + (signal ? `\n(stopped: ${signal}, no answer in time)` : '');
    answer({ id: request.id, code: code ?? 1, stdout: Buffer.concat(out), stderr });
  });
  // A command that does not read its input closes the pipe early; that is not an error.
  child.stdin.on('error', () => undefined);
  child.stdin.end(request.input);
}

process.on('message', (message: unknown) => {
  if (isGitRequest(message)) run(message);
});
process.on('disconnect', () => process.exit(0));
