/**
 * The next page in no round trip: a link's page is fetched when the pointer or focus reaches it,
 * so following it asks the server for no script at all.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, loopbackOnly } from '../../scripts/bench/chromium.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

test.each([
  ['the pointer', 'hover'],
  ['the keyboard focus', 'focus'],
] as const)('a link reached by %s has its page fetched before it is followed: the navigation requests no script', async (_how, intent) => {
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const link = page.locator('footer a[href="/pharmaceutical"]');
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    if (intent === 'hover') await link.hover();
    else await link.focus();
    await expect.poll(() => scripts.some((request) => /\/assets\/pharmaceutical-[\w-]+\.js$/.test(request.url())), { timeout: 5_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
    const before = scripts.length;
    await link.click();
    // The new page is shown: its address and its own h1.
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/pharmaceutical');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe(homeHeading);
    const duringNavigation = scripts.slice(before, scripts.length).map((request) => request.url());
    expect(duringNavigation).toEqual([]);
  } finally {
    await context.close();
  }
});
