import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { gitEnvironment } from '../team/repo/remote-fixture.ts';
import { projectRoot } from './fixture-site.ts';

/** `npm run studio` running as a program of its own, in a process group of its own. */
export interface StudioProcess {
  /** The address it printed, without the slash at the end. */
  url: string;
  /** Resolves when the process is gone (with its exit code or signal). */
  exited: Promise<string>;
  /** SIGKILL to the whole group: the server and every git command it runs, at once, as a power cut would. */
  killGroup: () => void;
}

/**
 * The remote stands for another machine: its receiving end (`git receive-pack`, which a push to a
 * folder runs as the pusher's child) runs in a session of its own, so killing the studio's group
 * stops the push mid-way, as a power cut would, without killing the remote while it holds its
 * branch's lock (a remote on another machine never loses its lock file that way).
 */
const remoteApart = {
  GIT_CONFIG_COUNT: '1',
  GIT_CONFIG_KEY_0: 'remote.origin.receivepack',
  GIT_CONFIG_VALUE_0: 'setsid git-receive-pack',
};

/**
 * Starts `node studio/team/server/cli.ts` on a data folder and a remote, on a free loopback port, with
 * the screens built once for the tests; resolves once it prints where it listens. Its git commands
 * never see the test runner's GIT_DIR or GIT_WORK_TREE.
 */
export function startStudioProcess(options: { dataDir: string; repo: string; screens: string }): Promise<StudioProcess> {
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, 'studio', 'team', 'server', 'cli.ts'),
      '--data',
      options.dataDir,
      '--repo',
      options.repo,
      '--port',
      '0',
      '--screens',
      options.screens,
    ],
    { cwd: projectRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...gitEnvironment(), ...remoteApart } },
  );
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve(signal ?? String(code));
    });
  });
  const killGroup = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  let printed = '';
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const url = /running at (http:\/\/\S+)\/_studio/.exec(printed)?.[1];
      if (url !== undefined) resolve({ url, exited, killGroup });
    });
    void exited.then((how) => {
      reject(new Error(`The studio stopped before it listened (${how}):\n${printed}`));
    });
  });
}
