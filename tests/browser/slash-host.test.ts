/**
 * A plain file host that sends a folder's address to the same address with a slash (`/pricing` ->
 * 301 `/pricing/`), as Apache, GitHub Pages, S3 websites and Python's http.server do: every page
 * settles at the address the host serves it under, names its own address as canonical, hydrates
 * and works there.
 */
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { startStaticHost } from '../helpers/static-host.ts';
import { recordContext, recordPage } from './recorders.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

const distDir = inject('distDir');
const content = loadContent({ root: projectRoot });
const paths = content.pages.map(({ page }) => page.path);
const baseUrl = content.siteData?.site.baseUrl;

/** How long a page must go without another navigation to count as settled. */
const stillMs = 1_000;

let browser: Browser;
let context: BrowserContext;
let host: { server: Server; url: string };
beforeAll(async () => {
  [browser, host] = await Promise.all([sharedChromium(), startStaticHost(distDir, { slashFolders: true })]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...loopbackOnly });
  await recordContext(context);
});
afterAll(async () => {
  await browser.close();
  await new Promise<void>((resolve) => host.server.close(() => resolve()));
});

/**
 * Opens `path` on the host and counts the page's navigations (documents loaded, and changes of
 * address within one, such as the history entry the router marks when it starts).
 */
async function open(path: string): Promise<{ page: Page; navigations: () => number; documents: () => number; problems: string[] }> {
  const page = await context.newPage();
  const { problems } = recordPage(page);
  let navigations = 0;
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  page.on('domcontentloaded', () => (documents += 1));
  await page.goto(`${host.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return { page, navigations: () => navigations, documents: () => documents, problems };
}

/** Where the host serves a page: its folder's address, with the slash. */
const servedAt = (path: string) => (path === '/' ? '/' : `${path}/`);

describe("a host that adds the slash to a folder's address", () => {
  test('answers /pricing with a permanent redirect to /pricing/', async () => {
    const response = await fetch(`${host.url}/pricing`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pricing/');
  });

  test(
    `every page settles where the host serves it (no navigation for ${stillMs} ms), hydrated, its canonical link without the slash`,
    { timeout: 300_000 },
    async () => {
      const unsettled: string[] = [];
      // A few tabs at a time: each page waits a second to show it stays put.
      const queue = [...paths];
      const tab = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const { page, navigations, documents, problems } = await open(path);
          const before = navigations();
          await page.waitForTimeout(stillMs);
          const where = new URL(page.url()).pathname;
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          if (navigations() !== before || documents() !== 1 || where !== servedAt(path))
            unsettled.push(`${path}: at ${where} after ${documents()} documents, ${navigations() - before} navigations once hydrated`);
          if (canonical !== `${baseUrl}${path}`) unsettled.push(`${path}: canonical ${canonical}`);
          if (problems.length > 0) unsettled.push(`${path}: ${problems.join('; ')}`);
          await page.close();
        }
      };
      await Promise.all([tab(), tab(), tab()]);
      expect(unsettled).toEqual([]);
    },
  );

  test('a page there works: its menu opens and a link shows the next page without a new document', { timeout: 60_000 }, async () => {
    const { page, problems } = await open('/retail');
    expect(new URL(page.url()).pathname).toBe('/retail/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const menuButton = page.locator('header button[aria-expanded]:visible').first();
    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${host.url}/`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${host.url}/retail/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
