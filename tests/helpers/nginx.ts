/**
 * Runs the generated nginx.conf with a real nginx for a test: in the foreground, as the current
 * user, on a free loopback port, with every file it writes (pid, logs, temp) in a temporary folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepting, freePort, nginxBinary } from '../../scripts/bench/loopback-nginx.ts';

export interface RunningNginx {
  port: number;
  /** The nginx process's id, which `stop` ends. */
  pid: number;
  stop(): Promise<void>;
  /**
   * Reads `<dist>/nginx.conf` again, as `nginx -s reload` has nginx do: a new nginx on the same
   * port (this one runs without a master process, which is what reloads).
   */
  reload(): Promise<void>;
}

/** The nginx binary on PATH or in the sbin folders Debian installs it to (often not on a user's PATH). */
export const findNginx = nginxBinary;

/** The generated server block, moved to a loopback port, and to the given web root unless its own is kept. */
function localServerBlock(conf: string, port: number, webRoot: string | undefined): string {
  const replacements: [RegExp, string][] = [
    [/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`],
    [/^ {4}listen \[::\]:80;\n/m, ''],
    ...(webRoot === undefined ? [] : [[/^ {4}root \S+;$/m, `    root ${webRoot};`] satisfies [RegExp, string]]),
  ];
  return replacements.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`nginx.conf has no line matching ${pattern}.`);
    return text.replace(pattern, replacement);
  }, conf);
}

/**
 * Serves `dist` with its own nginx.conf wrapped in a minimal http block; resolves once nginx accepts
 * connections. With `rootAsWritten`, nginx serves the `root` the conf names (a release's: the
 * releases' live link), as it would on the server, rather than `dist`.
 */
export async function startNginx(binary: string, dist: string, options: { rootAsWritten?: boolean } = {}): Promise<RunningNginx> {
  const port = await freePort();
  let running = await launch(binary, dist, port, options.rootAsWritten === true ? undefined : dist);
  return {
    port,
    get pid() {
      return running.pid;
    },
    stop: () => running.stop(),
    async reload() {
      await running.stop();
      running = await launch(binary, dist, port, options.rootAsWritten === true ? undefined : dist);
    },
  };
}

async function launch(
  binary: string,
  dist: string,
  port: number,
  webRoot: string | undefined,
): Promise<{ pid: number; stop: () => Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  writeFileSync(join(prefix, 'site.conf'), localServerBlock(readFileSync(join(dist, 'nginx.conf'), 'utf8'), port, webRoot));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${join(prefix, name)};`);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
# One process, as the current user: no privileges to drop, no worker that could not read dist/.
master_process off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
    access_log off;
${temp.join('\n')}
    include ${join(prefix, 'site.conf')};
}
`,
  );
  const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${binary} could not be started.`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt++) {
    if (await accepting(port)) return { pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = (() => {
    try {
      return readFileSync(join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  })();
  await stop();
  throw new Error(`nginx did not start on port ${port}:\n${stderr}${log}`);
}
