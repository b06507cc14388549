/**
 * Search every page and where-used at 2,000 pages (`npm run bench -- --site-search-only`; run by
 * `npm run bench` as a process of its own, since the bench's own stage imports nothing of the
 * studio), through the page studio's API as `npm run dev` has it (studio/server/api.ts, each
 * request's files read from disk):
 * the first search, with nothing kept yet (every file read and parsed), then searches with every
 * file kept (the median of several different words), and where-used of a page and of a picture,
 * its first call (the site validated from nothing) and warm.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileChecks } from '../../../schema/content/file-checks.ts';
import type { Page } from '../../../schema/page.ts';
import { siteRoutes, withQuery } from '../../../studio/api/contract/routes.ts';
import { studioApi } from '../../../studio/server/api.ts';
import { studioSchemas } from '../../../studio/server/schemas.ts';
import { writeManyPages } from '../many-pages.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');

const pageCount = 2000;
/** Words of every kind: common, less so, with an accent the text has not, in ten fields only, and in none. */
const words = ['inventory', 'loyalty', 'Süpply chain', 'No. 1234)', 'retail ERP', 'point of sale', 'xylophone quartet'];

/** One request's time in milliseconds, and its answer. */
async function timed(
  api: ReturnType<typeof studioApi>,
  route: string,
  query: Record<string, string>,
): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const answer = await api.fetch(new Request(`http://bench.test${withQuery(route, query)}`));
  const body: unknown = await answer.json();
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`${route} answered ${String(answer.status)}: ${JSON.stringify(body)}`);
  return { ms, body };
}

const median = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;
const totalOf = (body: unknown): string => (typeof body === 'object' && body !== null && 'total' in body ? String(body.total) : '?');
const usesOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'uses' in body && Array.isArray(body.uses) ? String(body.uses.length) : '?';

async function siteSearchFigures(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'site-search-bench-'));
  try {
    const pagesDir = join(scratch, 'pages');
    writeManyPages(root, pagesDir, pageCount);
    const api = studioApi({ pagesDir, publicDir: join(root, 'public'), schemas: () => studioSchemas(root), kept: fileChecks<Page>() });
    console.log(
      `\nSearch every page and where-used, ${pageCount.toLocaleString('en')} pages (the studio API, files read from disk on each request):`,
    );
    const cold = await timed(api, siteRoutes.search, { q: 'inventory' });
    console.log(`  first search, nothing kept yet:  ${ms(cold.ms).padStart(8)}  (“inventory”: ${totalOf(cold.body)} fields)`);
    const warm: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const q of words) {
        const { ms: taken, body } = await timed(api, siteRoutes.search, { q });
        warm.push(taken);
        if (round === 0) console.log(`    “${q}”: ${ms(taken)}, ${totalOf(body)} fields`);
      }
    console.log(
      `  search, every file kept:         ${ms(median(warm)).padStart(8)}  (median of ${String(warm.length)}: ${String(words.length)} searches, 3 times)`,
    );
    const contact = { page: 'pages/company/contact-us.yaml' };
    const firstUses = await timed(api, siteRoutes.whereUsed, contact);
    console.log(
      `  where-used of a page, first:     ${ms(firstUses.ms).padStart(8)}  (the contact page: ${usesOf(firstUses.body)} links; the site validated from nothing)`,
    );
    const pageTimes: number[] = [];
    for (let round = 0; round < 7; round++) pageTimes.push((await timed(api, siteRoutes.whereUsed, contact)).ms);
    console.log(
      `  where-used of a page, warm:      ${ms(median(pageTimes)).padStart(8)}  (median of 7; each validates the site again, the pages' checks kept)`,
    );
    const picture = { picture: '/images/industries/retail.svg' };
    const pictureTimes: number[] = [];
    let pictureUses = '?';
    for (let round = 0; round < 7; round++) {
      const { ms: taken, body } = await timed(api, siteRoutes.whereUsed, picture);
      pictureTimes.push(taken);
      pictureUses = usesOf(body);
    }
    console.log(`  where-used of a picture, warm:   ${ms(median(pictureTimes)).padStart(8)}  (median of 7; ${pictureUses} fields)`);
    const unusedTimes: number[] = [];
    for (let round = 0; round < 5; round++) unusedTimes.push((await timed(api, siteRoutes.unusedPictures, {})).ms);
    console.log(`  unused pictures, warm:           ${ms(median(unusedTimes)).padStart(8)}  (median of 5)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await siteSearchFigures();
