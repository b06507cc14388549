/**
 * The task of the prerender pool's threads (prerender-pool.ts, tinypool): each thread imports the
 * server bundle itself and renders the pages it is given one at a time, answering each with its
 * HTML (UTF-8 bytes) and status. Plain JavaScript, so Node runs it as it is, from the build script and
 * under vitest alike, without a TypeScript loader to start in every worker.
 */
import { pathToFileURL } from 'node:url';
import { Tinypool } from 'tinypool';

// The bundle is built for production, and React and MUI read NODE_ENV as they load.
process.env.NODE_ENV = 'production';
// A page that ends its thread would leave the pool waiting for its answer forever: it fails that page instead.
process.exit = (code) => {
  throw new Error(`the page ended its thread (process.exit(${code ?? ''}))`);
};

// Started at once: the import overlaps the wait for the first page.
const server = import(pathToFileURL(Tinypool.workerData.serverEntry).href);
const encoder = new TextEncoder();

async function render({ url, assets }) {
  const { html, status } = await (await server).render(url, assets);
  const bytes = encoder.encode(html);
  // Bytes, moved rather than copied: the main thread writes and compresses them without ever holding the page as a string.
  return Tinypool.move({ [Tinypool.transferableSymbol]: bytes.buffer, [Tinypool.valueSymbol]: { html: bytes, status } });
}

// The pool hands a thread a second page while it renders the first, so the thread never waits on the main thread; they render in turn.
let queue = Promise.resolve();

export default function renderPage(job) {
  const page = queue.then(() => render(job));
  queue = page.catch(() => {});
  return page;
}
