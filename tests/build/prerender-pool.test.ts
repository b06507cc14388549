/**
 * The prerender's worker threads (scripts/build/prerender-pool.ts), on a stand-in server bundle:
 * every page arrives once, a page that throws or a worker that dies fails the build naming the
 * page, and the workers are gone afterwards, whatever happened.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BuildFailure } from '../../scripts/build/build.ts';
import { prerender, prerenderPlan, type Prerendered } from '../../scripts/build/prerender-pool.ts';

const folder = mkdtempSync(join(tmpdir(), 'site-prerender-pool-'));
const heartbeat = join(folder, 'heartbeat');

/** A server bundle as the build makes it, in plain JavaScript: `render(url, assets)`, with pages that misbehave on purpose. */
const bundle = join(folder, 'entry-server.js');
writeFileSync(
  bundle,
  `import { appendFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
// Each worker writes while it lives: the test sees whether any is left once the prerender is over.
setInterval(() => appendFileSync(${JSON.stringify(heartbeat)}, '.'), 5);
export async function render(url, assets) {
  if (url === '/throws') throw new Error('the section broke');
  if (url === '/hangs') return new Promise(() => {});
  if (url === '/dies') process.exit(3);
  return { html: \`<p>\${url} \${(assets.preloadModules ?? []).join(',')} \${process.env.NODE_ENV}</p>\`, status: url === '/missing' ? 404 : 200, thread: threadId };
}
`,
);

const job = (url: string) => ({ url, assets: { bootScript: 'boot', preloadModules: [`${url}.js`] } });
const pages = Array.from({ length: 40 }, (_, index) => job(`/page-${index}`));

/** Resolves once no worker has touched the heartbeat file for a while. */
async function workersGone(): Promise<boolean> {
  const size = () => statSync(heartbeat, { throwIfNoEntry: false })?.size ?? 0;
  const before = size();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return size() === before;
}

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('prerender in worker threads', () => {
  test('renders every page exactly once, in production mode, and stops its workers', async () => {
    const rendered = new Map<number, Prerendered>();
    await prerender(bundle, pages, 2, (index, page) => {
      expect(rendered.has(index)).toBe(false);
      rendered.set(index, page);
    });
    expect([...rendered.keys()].sort((a, b) => a - b)).toEqual(pages.map((_, index) => index));
    const seventh = rendered.get(7);
    expect([new TextDecoder().decode(seventh?.html), seventh?.status]).toEqual(['<p>/page-7 /page-7.js production</p>', 200]);
    expect(readFileSync(heartbeat, 'utf8').length).toBeGreaterThan(0);
    expect(await workersGone()).toBe(true);
  });

  test('more threads than pages, and no pages at all', async () => {
    const rendered: number[] = [];
    await prerender(bundle, pages.slice(0, 1), 4, (index) => rendered.push(index));
    await prerender(bundle, [], 2, (index) => rendered.push(index));
    expect(rendered).toEqual([0]);
  });

  test('a page whose render throws fails the build with its path and the error, while another page hangs', async () => {
    // Two pages ahead per worker: the first worker gets /throws, the second /hangs.
    const run = prerender(bundle, [job('/throws'), job('/first'), job('/hangs'), ...pages.slice(1)], 2, () => {});
    await expect(run).rejects.toThrow(BuildFailure);
    await expect(run).rejects.toThrow(/^\/throws failed to render: Error: the section broke/);
    expect(await workersGone()).toBe(true);
  });

  test('what the caller throws for a page (a status other than 200) stops the prerender', async () => {
    const run = prerender(bundle, [...pages.slice(0, 5), job('/missing'), ...pages.slice(5)], 2, (index, { status }) => {
      if (status !== 200) throw new BuildFailure(`page ${index} rendered with status ${status}.`);
    });
    await expect(run).rejects.toThrow('page 5 rendered with status 404.');
    expect(await workersGone()).toBe(true);
  });

  test('a worker that dies fails the build naming the page it was rendering', async () => {
    const run = prerender(bundle, [job('/dies'), ...pages], 1, () => {});
    await expect(run).rejects.toThrow(BuildFailure);
    await expect(run).rejects.toThrow(/\/dies/);
    expect(await workersGone()).toBe(true);
  });
});

describe('how many threads render, and how many files compress meanwhile', () => {
  test('one thread for a small site, one per core for a big one; the cores they leave, plus one, compress', () => {
    expect(prerenderPlan(46, 2)).toEqual({ threads: 1, compressLanes: 2 });
    expect(prerenderPlan(2046, 2)).toEqual({ threads: 2, compressLanes: 1 });
    expect(prerenderPlan(546, 8)).toEqual({ threads: 6, compressLanes: 3 });
    expect(prerenderPlan(1, 1)).toEqual({ threads: 1, compressLanes: 1 });
  });
});
