import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDist, type ServedSite } from '../scripts/server/serve-dist.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site, served on loopback for the whole run. */
    baseUrl: string;
    /** Its folder. */
    distDir: string;
  }
}

/** The one built and served site of a run, and how many projects still use it. */
interface SharedSite {
  distDir: string;
  server: ServedSite;
  users: number;
}

declare global {
  // The build and browser projects each load this file in their own module graph; the process is
  // the one thing they share, so the site is kept here and built once for both.
  var builtSiteForTests: Promise<SharedSite> | undefined;
}

/**
 * Builds the real site exactly as `npm run build` does, in its own Node process: inside the test
 * runner's module graph, modules resolve for development and the pages would differ from what
 * ships. The runner's NODE_ENV (`test`) is passed on: the build is production by its own config.
 */
function buildRealSite(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/build/build.ts', '--out', outDir],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(`The site did not build:\n${stderr}`));
        else resolve();
      },
    );
  });
}

async function buildAndServe(): Promise<SharedSite> {
  const root = join(import.meta.dirname, '..');
  const distDir = join(mkdtempSync(join(tmpdir(), 'site-dist-')), 'dist');
  await buildRealSite(root, distDir);
  return { distDir, server: await serveDist(distDir), users: 0 };
}

/** Provides the built site to a project's tests; the last project to finish removes it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  globalThis.builtSiteForTests ??= buildAndServe();
  const site = await globalThis.builtSiteForTests;
  site.users += 1;
  project.provide('baseUrl', site.server.url);
  project.provide('distDir', site.distDir);
  return async () => {
    site.users -= 1;
    if (site.users > 0) return;
    globalThis.builtSiteForTests = undefined;
    await site.server.close();
    rmSync(join(site.distDir, '..'), { recursive: true, force: true });
  };
}
