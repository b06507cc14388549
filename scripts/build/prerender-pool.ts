/**
 * Renders pages to HTML in worker threads (prerender-worker.mjs), each importing the server bundle
 * itself, so pages render side by side on every core instead of one after another on the main thread.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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

type Reply = { id: number; html: Uint8Array; status: number } | { id: number; error: string };

/** Messages cross a thread boundary untyped: check their shape before trusting them. */
function isReply(value: unknown): value is Reply {
  if (typeof value !== 'object' || value === null || !('id' in value) || typeof value.id !== 'number') return false;
  if ('error' in value) return typeof value.error === 'string';
  return 'html' in value && value.html instanceof Uint8Array && 'status' in value && typeof value.status === 'number';
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

/** Pages sent to a worker ahead of its answers: one rendering, one waiting, so it never idles on the main thread. */
const aheadPerWorker = 2;

/**
 * Renders every job on `threads` worker threads, handing each page to the next free worker, and
 * calls `onPage` on the main thread as each one is done (in the order they finish). Rejects with a
 * BuildFailure naming the page if a render throws or a worker dies, or with what `onPage` throws;
 * the workers are terminated either way.
 */
export async function prerender(serverEntry: string, jobs: readonly PrerenderJob[], threads: number, onPage: (index: number, page: Prerendered) => void): Promise<void> {
  if (jobs.length === 0) return;
  const urlOf = (id: number) => jobs[id]?.url ?? `page ${id}`;
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      let stopped = false;
      const stop = (error: unknown) => {
        stopped = true;
        reject(error);
      };
      for (let index = 0; index < Math.max(1, Math.min(threads, jobs.length)); index++) {
        // execArgv: none of the parent's loaders (tsx, vitest's): the worker and the bundle are plain JavaScript.
        const worker = new Worker(workerFile, { workerData: { serverEntry }, execArgv: [], env: { ...process.env, NODE_ENV: 'production' } });
        workers.push(worker);
        const pending = new Set<number>();
        const feed = () => {
          while (!stopped && pending.size < aheadPerWorker && next < jobs.length) {
            const id = next++;
            pending.add(id);
            worker.postMessage({ id, ...jobs[id] });
          }
        };
        worker.on('message', (reply: unknown) => {
          if (stopped) return;
          if (!isReply(reply)) return stop(new BuildFailure(`A prerender worker answered something that is not a page: ${JSON.stringify(reply)?.slice(0, 200)}`));
          pending.delete(reply.id);
          if ('error' in reply) return stop(new BuildFailure(`${urlOf(reply.id)} failed to render: ${reply.error}`));
          try {
            onPage(reply.id, { html: reply.html, status: reply.status });
          } catch (error) {
            return stop(error);
          }
          done += 1;
          if (done === jobs.length) resolve();
          else feed();
        });
        const died = (reason: string) => {
          // A worker renders in the order it was sent: the oldest page it has not answered is the one it was on.
          const rendering = [...pending][0];
          if (!stopped && done < jobs.length) stop(new BuildFailure(`${rendering === undefined ? 'A prerender worker' : `The prerender worker rendering ${urlOf(rendering)}`} stopped: ${reason}.`));
        };
        worker.on('error', (error) => died(error.stack ?? error.message));
        worker.on('exit', (code) => died(`exit code ${code}`));
        feed();
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
