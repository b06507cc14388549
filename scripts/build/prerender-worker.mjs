/**
 * One prerender worker thread, started by prerender-pool.ts: it imports the server bundle itself
 * and renders the pages it is sent one at a time, answering each with its HTML (UTF-8 bytes) and
 * status, or with the error it threw. Plain JavaScript, so Node runs it as it is, under tsx and
 * under vitest alike, without a TypeScript loader to start in every worker.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('prerender-worker.mjs runs as a worker thread of prerender-pool.ts.');
const port = parentPort;
// Started at once: the import overlaps the wait for the first page.
const server = import(pathToFileURL(workerData.serverEntry).href);
// One page at a time, in the order sent: the pool keeps a second one queued so the thread never waits.
let queue = Promise.resolve();
const encoder = new TextEncoder();

port.on('message', (job) => {
  queue = queue.then(async () => {
    try {
      const { html, status } = await (await server).render(job.url, job.assets);
      // Bytes, moved rather than copied: the main thread writes and compresses them without ever holding the page as a string.
      const bytes = encoder.encode(html);
      port.postMessage({ id: job.id, html: bytes, status }, [bytes.buffer]);
    } catch (error) {
      port.postMessage({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
