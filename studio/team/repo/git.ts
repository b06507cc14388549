import { spawn } from 'node:child_process';

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

/** Runs `git` with plain arguments (no shell) in `cwd`, whatever its exit code. */
export function git(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: { ...ownEnvironment(), ...quietEnv, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGTERM'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8') + (signal ? `\n(stopped: ${signal}, no answer in time)` : '');
      resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr });
    });
    // A command that does not read its input closes the pipe early; that is not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
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
