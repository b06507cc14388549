/**
 * Renders pages to HTML in worker threads (a tinypool of prerender-worker.mjs), each importing the
 * server bundle itself, so pages render side by side on every core instead of one after another
 * on the main thread.
 */
import { availableParallelism } from 'node:os';
import { Tinypool } from 'tinypool';
import type { RenderAssets } from '../../src/entry-server.tsx';
import { BuildFailure } from './build-failure.ts';

/** A page to render: its URL and what render() gets besides. */
export interface PrerenderJob {
  url: string;
  assets: RenderAssets;
}

/** What a worker answers for a page: its HTML as UTF-8 bytes, and the status render() gave it. */
export interface Prerendered {
  html: Uint8Array;
  status: number;
}

/** Answers cross a thread boundary untyped: check their shape before trusting them. */
function isPrerendered(value: unknown): value is Prerendered {
  return (
    typeof value === 'object' &&
    value !== null &&
    'html' in value &&
    value.html instanceof Uint8Array &&
    'status' in value &&
    typeof value.status === 'number'
  );
}

/** Pages a render thread should have before another one is worth its start: a thread's first pages are slow (its JIT warms up). */
const pagesPerThread = 100;

/**
 * How many worker threads render `jobs` pages: one per core for a big site, fewer for a small one.
 * And how many files compress at a time meanwhile (compress.ts): one more than the cores the render
 * threads leave, since a compression lane idles while the main thread hands it the next file. The
 * threads then never leave a core idle, whether the rendering or the compression has more to do.
 */
export function prerenderPlan(jobs: number, cores = availableParallelism()): { threads: number; compressLanes: number } {
  const threads = Math.max(1, Math.min(cores, Math.ceil(jobs / pagesPerThread)));
  return { threads, compressLanes: Math.max(1, cores + 1 - threads) };
}

const workerFile = new URL('./prerender-worker.mjs', import.meta.url);

/** Pages a worker holds at a time: one rendering, one waiting, so it never idles on the main thread. */
const aheadPerWorker = 2;

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * Renders every job on `threads` worker threads, handing each page to the next free worker, and
 * calls `onPage` on the main thread as each one is done (in the order they finish). Rejects with a
 * BuildFailure naming the page if a render throws or its worker dies, or with what `onPage`
 * throws; the workers are terminated either way.
 */
export async function prerender(
  serverEntry: string,
  jobs: readonly PrerenderJob[],
  threads: number,
  onPage: (index: number, page: Prerendered) => void,
): Promise<void> {
  if (jobs.length === 0) return;
  const count = Math.max(1, Math.min(threads, jobs.length));
  const pool = new Tinypool({
    filename: workerFile.href,
    minThreads: count,
    maxThreads: count,
    concurrentTasksPerWorker: aheadPerWorker,
    // An idle thread waits in its event loop, not blocked in Atomics.wait, so the bundle's import goes on while the first page is on its way.
    useAtomics: false,
    // None of the parent's loaders (vitest's): the worker and the bundle are plain JavaScript.
    execArgv: [],
    workerData: { serverEntry },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let done = 0;
      let stopped = false;
      const stop = (error: unknown) => {
        stopped = true;
        reject(error instanceof Error ? error : new Error('A prerender worker failed.', { cause: error }));
      };
      jobs.forEach((job, index) => {
        pool.run(job).then(
          (answer: unknown) => {
            if (stopped) return;
            if (!isPrerendered(answer))
              return stop(
                new BuildFailure(
                  `A prerender worker answered something that is not a page: ${answer === undefined ? 'undefined' : JSON.stringify(answer).slice(0, 200)}`,
                ),
              );
            try {
              onPage(index, answer);
            } catch (error) {
              return stop(error);
            }
            done += 1;
            if (done === jobs.length) resolve();
          },
          (error: unknown) => {
            if (!stopped) stop(new BuildFailure(`${job.url} failed to render: ${errorText(error)}`));
          },
        );
      });
    });
  } finally {
    await pool.destroy();
  }
}
