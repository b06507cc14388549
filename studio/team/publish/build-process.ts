/**
 * A site build in a process of its own, so the team server keeps answering while it runs: Vite's
 * bundling and the prerender hold a process's event loop for seconds at a time, and a build for a
 * request's pictures or a publish would stall every save and page load meanwhile.
 *
 * Run as `node build-process.ts '<options as JSON>'`; prints the result as JSON. A build refused
 * for the pages' problems exits with 2 and the problems on stderr.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { BuildFailure } from '../../../scripts/build/build.ts';
import { HowBuiltSchema } from '../../../scripts/build/build-record.ts';
import { buildSiteFrom } from '../../../scripts/build/incremental-build.ts';

const BuildRequestSchema = z.strictObject({
  root: z.string(),
  pagesDir: z.string(),
  publicDir: z.string().optional(),
  outDir: z.string(),
  previous: z.strictObject({ dir: z.string(), name: z.string() }).optional(),
});
export type BuildRequest = z.infer<typeof BuildRequestSchema>;

/** What the parent learns of a build: how it was made, and how long it took. */
const BuiltSchema = z.object({ pages: z.number(), ms: z.number(), how: HowBuiltSchema });
export type Built = z.infer<typeof BuiltSchema>;

const failedWithProblems = 2;

/** Builds in a child process; a BuildFailure there is a BuildFailure here, with the same message. */
export function buildInProcess(request: BuildRequest): Promise<Built> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(request)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) {
        const last = stdout.trim().split('\n').at(-1) ?? '';
        const parsed = BuiltSchema.safeParse(JSON.parse(last));
        if (parsed.success) resolve(parsed.data);
        else reject(new Error(`The site's build answered what the studio cannot read: ${last.slice(0, 200)}`));
      } else if (code === failedWithProblems) reject(new BuildFailure(stderr.trim()));
      else reject(new Error(`The site's build stopped (exit ${String(code)}): ${stderr.trim().slice(-2000)}`));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const request = BuildRequestSchema.parse(JSON.parse(process.argv[2] ?? '{}'));
  try {
    const result = await buildSiteFrom({ ...request, quiet: true });
    process.stdout.write(`${JSON.stringify({ pages: result.pages, ms: result.ms, how: result.how })}\n`);
  } catch (error) {
    if (error instanceof BuildFailure) {
      process.stderr.write(error.message);
      process.exitCode = failedWithProblems;
    } else throw error;
  }
}
