import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildScreens } from '../../studio/team/server/screens-build.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The team server's screens, built for production once for the project. */
    teamScreensDir: string;
  }
}

/** Builds the team server's screens once (about 10 s); every test file's server serves the same build. */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = join(mkdtempSync(join(tmpdir(), 'team-screens-')), 'studio');
  await buildScreens(projectRoot, outDir);
  project.provide('teamScreensDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
