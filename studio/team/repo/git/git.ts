import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { isGitAnswer, type GitAnswer } from './git-messages.ts';
import { timedStep } from './step-times.ts';

/** What one `git` command gave back. */
export interface GitOutput {
  code: number;
  stdout: Buffer;
  stderr: string;
}

export interface GitOptions {
  /** Bytes for the command's standard input. */
  input?: Uint8Array | string;
  /** Extra environment variables (author, committer, a temporary index). */
  env?: Record<string, string>;
  /** Commands that talk to a remote get a bound, so an unreachable host cannot hold a save for ever. */
  timeoutMs?: number;
}

/** A git command that failed where the studio cannot go on; the message is for the log, not for authors. */
export class GitFailure extends Error {
  readonly output: GitOutput;
  constructor(args: readonly string[], output: GitOutput) {
    super(`git ${args.join(' ')} failed (${String(output.code)}): ${output.stderr.trim()}`);
    this.output = output;
  }
}

// Never ask a person for a password on the server's terminal, read paths as written (no globs),
// and never read the machine's system-wide config (its conversions would change the bytes).
const quietEnv = {
  GIT_TERMINAL_PROMPT: '0',
  GIT_LITERAL_PATHSPECS: '1',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
  LC_ALL: 'C',
};

/**
 * The server's environment without the variables that point git at another repository (set when
 * it runs from a git hook, for example): every command acts on the clone in `cwd`.
 */
const otherRepository = new Set([
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_PREFIX',
]);
export const ownEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !otherRepository.has(name)));

interface Waiting {
  resolve: (output: GitOutput) => void;
  reject: (error: Error) => void;
}

/** The git runner (git-runner.ts) and the commands it has not answered yet. */
let runner: ChildProcess | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

/** While commands wait, the runner keeps the server's process alive; idle, it does not. */
function holdWhileWaiting(child: ChildProcess): void {
  if (waiting.size > 0) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function settle(answer: GitAnswer): void {
  const entry = waiting.get(answer.id);
  if (entry === undefined) return;
  waiting.delete(answer.id);
  if ('failed' in answer) entry.reject(new Error(`git could not be started: ${answer.failed}`));
  else
    entry.resolve({
      code: answer.code,
      stdout: Buffer.from(answer.stdout.buffer, answer.stdout.byteOffset, answer.stdout.byteLength),
      stderr: answer.stderr,
    });
}

/** The running git runner, started on first use (and again if it stopped). */
function gitRunner(): ChildProcess {
  if (runner?.connected === true) return runner;
  const child = fork(join(import.meta.dirname, 'git-runner.ts'), [], {
    // The commands' environment, set once: copying process.env for each command was a tenth of a busy server's CPU.
    env: { ...ownEnvironment(), ...quietEnv },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  child.on('message', (message: unknown) => {
    if (isGitAnswer(message)) settle(message);
    holdWhileWaiting(child);
  });
  child.on('exit', (code, signal) => {
    if (runner === child) runner = undefined;
    const stopped = new Error(`The git runner stopped (${signal ?? String(code)}) before git answered.`);
    for (const entry of waiting.values()) entry.reject(stopped);
    waiting.clear();
  });
  runner = child;
  return child;
}

/**
 * Runs `git` with plain arguments (no shell) in `cwd`, whatever its exit code. The command is
 * started by the git runner (git-runner.ts), not by this process: see there why.
 */
export function git(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<GitOutput> {
  return timedStep(`git ${args[0] ?? ''}`, () => runGit(cwd, args, options));
}

function runGit(cwd: string, args: readonly string[], options: GitOptions): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = gitRunner();
    lastId += 1;
    const id = lastId;
    waiting.set(id, { resolve, reject });
    holdWhileWaiting(child);
    child.send(
      {
        id,
        cwd,
        args,
        env: options.env ?? {},
        input: options.input ?? '',
        timeoutMs: options.timeoutMs,
      },
      (error) => {
        if (error === null || !waiting.has(id)) return;
        waiting.delete(id);
        reject(error);
      },
    );
  });
}

/** Runs `git` and gives its output as text without the final line break; throws when it fails. */
export async function gitText(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<string> {
  const output = await git(cwd, args, options);
  if (output.code !== 0) throw new GitFailure(args, output);
  return output.stdout.toString('utf8').replace(/\n$/, '');
}

/** Runs `git` and gives its output as bytes; throws when it fails. */
export async function gitBytes(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<Buffer> {
  const output = await git(cwd, args, options);
  if (output.code !== 0) throw new GitFailure(args, output);
  return output.stdout;
}

/** An object id as git prints it (SHA-1 or SHA-256), and nothing an option could hide in. */
export const isObjectId = (value: string): boolean => /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
