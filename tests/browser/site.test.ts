import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { startStaticHost } from '../helpers/static-host.ts';
import { keepOnLoopback, launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const pages = loadContent({ root: projectRoot }).pages.map(({ page }) => page);

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh page that records console output, page errors and failed requests to our origin. */
async function openPage(width = 1440): Promise<{ page: Page; problems: string[] }> {
  context = await browser.newContext({ viewport: { width, height: 900 } });
  // Nothing leaves the machine: third-party frames and links get an empty local answer.
  await keepOnLoopback(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page's own navigation cancels (a client redirect) is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (new URL(request.url()).hostname === '127.0.0.1') problems.push(`failed request: ${request.url()}`);
  });
  return { page, problems };
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('every prerendered page hydrates cleanly', () => {
  for (const width of [1440, 390]) {
    test.each(pages.map((page) => [page.path]))(`%s at ${width} px`, async (path) => {
      const { page, problems } = await openPage(width);
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});

test('an FAQ answer opens and closes', async () => {
  const { page } = await openPage();
  await page.goto(`${baseUrl}/`);
  await hydrated(page);
  const question = page.getByRole('button', { name: 'What is Lumora ERP?' });
  await question.click();
  await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
  expect(await page.getByRole('region', { name: 'What is Lumora ERP?' }).isVisible()).toBe(true);
  await question.click();
  await expect.poll(() => question.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('region', { name: 'What is Lumora ERP?', includeHidden: true }).isVisible()).toBe(false);
  await context.close();
});

describe('every spelling reaches its page', () => {
  const spellings: [string, string][] = [
    ['/ERP', '/erp'],
    ['/Contact-us', '/contact-us'],
    ['/ContactUs', '/contactus'],
    ['/RETAIL', '/retail'],
    ['/pricing/', '/pricing'],
    ['/E-Commerce-Portal?ref=footer', '/e-commerce-portal?ref=footer'],
  ];

  test.each(spellings)('%s on the site server: a permanent redirect to %s', async (from, to) => {
    const response = await fetch(`${baseUrl}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  describe('on a static host with no redirect rules', () => {
    let host: { server: Server; url: string };
    beforeAll(async () => {
      host = await startStaticHost(distDir);
    });
    afterAll(() => new Promise<void>((resolve) => host.server.close(() => resolve())));

    test.each(spellings)('%s lands on %s', async (from, to) => {
      const { page, problems } = await openPage();
      await page.goto(`${host.url}${from}`);
      await page.waitForURL(`${host.url}${to}`);
      await hydrated(page);
      expect(await page.title()).toBe(pages.find((entry) => entry.path === to.split('?')[0])?.title);
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      await context.close();
    });
  });
});

test('an unknown address gets the not-found page with status 404', async () => {
  const { page } = await openPage();
  const response = await page.goto(`${baseUrl}/no-such-page`);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("We can't find that page");
  expect(await page.locator('main a[href="/erp"]').count()).toBe(1);
  expect(page.url()).toBe(`${baseUrl}/no-such-page`);
  await context.close();
});

test('client-side navigation starts the new page at the top with focus on its heading', async () => {
  const { page, problems } = await openPage();
  await page.goto(`${baseUrl}/`);
  await hydrated(page);
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true });
  });
  await page.mouse.wheel(0, 1500);
  await page.getByRole('link', { name: 'More about ERP' }).click();
  await page.waitForURL(`${baseUrl}/erp`);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await page.title()).toBe(pages.find((entry) => entry.path === '/erp')?.title);
  expect(problems).toEqual([]);
  await context.close();
});

test('a page that fails to load shows the branded error page, not the router default', async () => {
  const { page } = await openPage();
  await page.goto(`${baseUrl}/`);
  await hydrated(page);
  await page.route(/\/assets\/pricing-[^/]*\.js$/, (route) => route.abort());
  // A client-side navigation to /pricing, whose chunk now cannot load.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pricing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Something went wrong on our side');
  expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  await context.close();
});
