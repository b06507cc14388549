import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveSite } from '../scripts/server/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site, served on loopback for the whole run. */
    baseUrl: string;
    /** Its folder. */
    distDir: string;
  }
}

/**
 * Builds the real site once, exactly as `npm run build` does, in its own Node process: inside the
 * test runner, modules resolve for development and the pages would differ from what ships.
 */
function buildRealSite(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    execFile(process.execPath, [cli, 'scripts/build/build.ts', '--out', outDir], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`The site did not build:\n${stderr}`));
      else resolve();
    });
  });
}

/** Builds the real site once into a temporary folder and serves it for every test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = join(import.meta.dirname, '..');
  const distDir = join(mkdtempSync(join(tmpdir(), 'site-dist-')), 'dist');
  await buildRealSite(root, distDir);
  const server = await serveSite({ dist: distDir, host: '127.0.0.1', port: 0 });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server has no TCP port.');
  const { port } = address;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('distDir', distDir);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(join(distDir, '..'), { recursive: true, force: true });
  };
}
