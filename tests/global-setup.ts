import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../scripts/build.ts';
import { serveSite } from '../scripts/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site, served on loopback for the whole run. */
    baseUrl: string;
    /** Its folder. */
    distDir: string;
  }
}

/** Builds the real site once into a temporary folder and serves it for every test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = join(mkdtempSync(join(tmpdir(), 'site-dist-')), 'dist');
  await buildSite({ root: join(import.meta.dirname, '..'), outDir: distDir, quiet: true });
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
