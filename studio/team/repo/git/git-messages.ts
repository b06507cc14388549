/** A git command the team server asks its git runner (git-runner.ts) to run. */
export interface GitRequest {
  id: number;
  cwd: string;
  args: readonly string[];
  /** Variables for this command on top of the runner's own environment (the server's when it started the runner). */
  env: Record<string, string>;
  input: Uint8Array | string;
  timeoutMs: number | undefined;
}

/** What the runner answers: the command's output, or why it could not be started. */
export type GitAnswer = { id: number; code: number; stdout: Uint8Array; stderr: string } | { id: number; failed: string };

export const isGitRequest = (message: unknown): message is GitRequest =>
  typeof message === 'object' && message !== null && 'id' in message && 'cwd' in message && 'args' in message;

export const isGitAnswer = (message: unknown): message is GitAnswer =>
  typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'number';
