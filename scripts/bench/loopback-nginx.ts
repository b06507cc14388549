/**
 * nginx for a benchmark: the site's own generated server block, moved to a free loopback port, run
 * in the foreground as the current user with its pid, logs and temporary files in a folder of its own.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The nginx binary on PATH or where Debian installs it; undefined when there is none. */
export function nginxBinary(): string | undefined {
  const folders = [...(process.env['PATH'] ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return folders
    .map((folder) => join(folder, 'nginx'))
    .find((file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** A port free on 127.0.0.1 now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Whether something accepts connections on 127.0.0.1 at `port`. */
export const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Serves the server block `conf` (made by scripts/server/hosts/nginx.ts) on 127.0.0.1; answers its address and how to stop it. */
export async function loopbackNginx(binary: string, conf: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const local = conf.replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${String(port)};`).replace(/^ {4}listen \[::\]:80;\n/m, '');
  writeFileSync(join(prefix, 'site.conf'), local);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${join(prefix, name)};`);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    access_log off;',
      ...temp,
      `    include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: 'ignore' });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${binary} could not be started.`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt++) {
    if (await accepting(port)) return { url: `http://127.0.0.1:${String(port)}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not start on 127.0.0.1:${String(port)}.`);
}
