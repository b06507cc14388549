/**
 * What the sweep's single visit per page cannot show: other spellings reaching their page on a
 * host with no redirect rules, client-side navigation, and the error page when a chunk fails.
 */
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { startStaticHost } from '../helpers/static-host.ts';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { quiet, recordContext, recordPage, type PageRecord } from './recorders.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const pages = loadContent({ root: projectRoot }).pages.map(({ page }) => page);
const titleOf = (path: string) => pages.find((entry) => entry.path === path)?.title;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A recorded context: console problems, page errors, failed requests and CSP violations. */
async function openContext(width: number): Promise<BrowserContext> {
  // Nothing leaves the machine: requests to other hosts fail at once.
  const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 844 }, ...loopbackOnly });
  await recordContext(context);
  return context;
}

async function openPage(context: BrowserContext): Promise<{ page: Page; record: PageRecord }> {
  const page = await context.newPage();
  return { page, record: recordPage(page) };
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

describe('on a static host with no redirect rules, every spelling lands on its page', () => {
  // The embedded server answers these with a permanent redirect (tests/build/serve.test.ts).
  const spellings: [string, string][] = [
    ['/ERP', '/erp'],
    ['/Contact-us', '/contact-us'],
    ['/ContactUs', '/contactus'],
    ['/RETAIL', '/retail'],
    // The host serves the page's own folder here: the page stays (a host that adds the slash
    // itself would send it back, tests/browser/slash-host.test.ts).
    ['/pricing/', '/pricing/'],
    ['/E-Commerce-Portal?ref=footer', '/e-commerce-portal?ref=footer'],
  ];
  let host: { server: Server; url: string };
  let context: BrowserContext;
  beforeAll(async () => {
    host = await startStaticHost(distDir);
    context = await openContext(1440);
  });
  afterAll(async () => {
    await context.close();
    await new Promise<void>((resolve) => host.server.close(() => resolve()));
  });

  test.each(spellings)('%s lands on %s', async (from, to) => {
    const { page, record } = await openPage(context);
    await page.goto(`${host.url}${from}`);
    await page.waitForURL(`${host.url}${to}`);
    await hydrated(page);
    expect(await page.title()).toBe(titleOf((to.split('?')[0] ?? to).replace(/(.)\/$/, '$1')));
    // The first answer is the not-found page with status 404, which Chromium logs.
    expect(record.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    expect(record.violations).toEqual([]);
    await page.close();
  });
});

describe.each([1440, 390])('client-side navigation at %i px', (width) => {
  test('a link starts the new page at the top with focus on its heading; on to the contact page and its enquiry frame, with no violation', async () => {
    const context = await openContext(width);
    const { page, record } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.mouse.wheel(0, 1500);
    await page.getByRole('link', { name: 'More about ERP' }).click();
    await page.waitForURL(`${baseUrl}/erp`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe(titleOf('/erp'));

    await page.locator('a[href="/contact-us"]:visible').first().click();
    await page.waitForURL(`${baseUrl}/contact-us`);
    await page.waitForSelector('iframe[sandbox]', { state: 'attached' });
    // The enquiry frame is lazy: bring it into view and let it load.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await quiet(page, record, 300);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(record.problems).toEqual([]);
    expect(record.violations).toEqual([]);
    await context.close();
  });
});

test('a link to an anchor of the same page brings it into view with the focus; Back returns to the top with the focus on the heading', async () => {
  const context = await openContext(1440);
  const { page, record } = await openPage(context);
  await page.goto(`${baseUrl}/contact-us`);
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Send an enquiry' }).first().click();
  await page.waitForURL(`${baseUrl}/contact-us#form`);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('form');
  const top = await page.evaluate(() => document.getElementById('form')?.getBoundingClientRect().top ?? -1);
  // Below the sticky header (scroll-padding-top), not under it.
  expect(top).toBeGreaterThanOrEqual(64);
  expect(top).toBeLessThan(200);

  await page.goBack();
  await page.waitForURL(`${baseUrl}/contact-us`);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(record.problems).toEqual([]);
  await context.close();
});

test('a page that fails to load shows the branded error page, not the router default', async () => {
  const context = await openContext(1440);
  const { page } = await openPage(context);
  await page.goto(`${baseUrl}/`);
  await hydrated(page);
  await page.route(/\/assets\/pricing-[^/]*\.js$/, (route) => route.abort());
  // A client-side navigation to /pricing, whose chunk now cannot load.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pricing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The route table, the failed chunk and the error page's own chunk: seconds on a busy machine.
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
    .toBe('Something went wrong on our side');
  expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  await context.close();
});
