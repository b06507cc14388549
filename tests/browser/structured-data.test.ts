import type { Browser, Page } from 'playwright-core';
import { JSDOM } from 'jsdom';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { keepOnLoopback } from '../../scripts/browser/chromium.ts';
import { devServerConfig } from '../helpers/dev-server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

const baseUrl = inject('baseUrl');

/** One page of each kind. */
const pages = [
  ['home', '/'],
  ['module', '/inventory-management'],
  ['industry', '/retail'],
  ['product', '/erp'],
  ['pricing', '/pricing'],
  ['contact', '/contact-us'],
] as const;

let browser: Browser;
let server: ViteDevServer;
let devUrl: string;

beforeAll(async () => {
  // The real pages/, the same the built site was made from.
  server = await createServer(devServerConfig());
  await server.listen();
  devUrl = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  browser = await sharedChromium();
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await browser?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await server?.close();
});

/** The parsed JSON-LD of an HTML document, and how many of its JSON-LD elements sit outside the head. */
function jsonLdOf(html: string): { data: unknown[]; outsideHead: number } {
  const document = new JSDOM(html).window.document;
  const all = [...document.querySelectorAll('script[type="application/ld+json"]')];
  const inHead = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
  return { data: inHead.map((script): unknown => JSON.parse(script.textContent)), outsideHead: all.length - inHead.length };
}

async function htmlAt(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The JSON-LD in the open document's head, as the browser holds it now. */
const liveJsonLd = (page: Page): Promise<unknown[]> =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown => JSON.parse(script.textContent)),
  );

describe.each(pages)('%s page (%s): the dev server and the build carry the same structured data', (_kind, path) => {
  test('in the served HTML and after hydration', async () => {
    const built = jsonLdOf(await htmlAt(`${baseUrl}${path}`));
    expect(built.data.length).toBeGreaterThan(0);
    expect(built.outsideHead).toBe(0);

    const served = jsonLdOf(await htmlAt(`${devUrl}${path}`));
    expect(served.data).toEqual(built.data);
    expect(served.outsideHead).toBe(0);

    const context = await browser.newContext();
    await keepOnLoopback(context);
    const page = await context.newPage();
    // A head that fails to hydrate is rendered again, and React keeps the served scripts beside the new ones.
    // (Other errors are left to the dev server's own tests: it may reload once while it prepares new dependencies.)
    const hydrationErrors: string[] = [];
    page.on('pageerror', (error) => {
      if (/hydrat/i.test(error.message)) hydrationErrors.push(error.message);
    });
    await page.goto(`${devUrl}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60_000 });
    expect(await liveJsonLd(page)).toEqual(built.data);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(built.data.length);
    expect(hydrationErrors).toEqual([]);
    await context.close();
  }, 90_000);
});

test("after a client-side navigation no structured data of the previous page is left, under the site's CSP", async () => {
  const from = jsonLdOf(await htmlAt(`${baseUrl}/`)).data;
  const to = jsonLdOf(await htmlAt(`${baseUrl}/contact-us`)).data;
  expect(to).not.toEqual(from);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await keepOnLoopback(context, 'abort');
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(`${baseUrl}/`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  expect(await liveJsonLd(page)).toEqual(from);

  // Set on the open document: still there after the click only if no page load happened.
  await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
  await page.locator('header a[href="/contact-us"]').first().click();
  await page.waitForURL(`${baseUrl}/contact-us`);
  // Search engines read each page's data from its own HTML (checked above); the open document keeps none of the old page's.
  await expect.poll(() => liveJsonLd(page)).toEqual([]);
  expect(await page.evaluate((): unknown => Reflect.get(window, '__sameDocument'))).toBe(true);
  expect(to.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);
