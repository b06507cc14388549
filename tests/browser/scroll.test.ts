/**
 * Scroll positions across client-side navigations: Back and Forward return to where the visitor
 * left each page; a link followed anew starts its page at the top.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser.close();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** Follows the header's home link with a click event where it is: a pointer's click would scroll it into view first. */
async function followHomeLink(page: Page): Promise<void> {
  const from = await heading(page);
  await page.locator('header a[href="/"]').first().dispatchEvent('click');
  await page.waitForURL(`${baseUrl}/`);
  // The address changes first; the page once its chunk is in.
  await expect.poll(() => heading(page)).not.toBe(from);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

test('Back returns to where the visitor left /retail; Forward and a link followed anew go to the top', { timeout: 60_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...loopbackOnly });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/retail`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const halfWay = await page.evaluate(() => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2));
    return window.scrollY;
  });
  expect(halfWay).toBeGreaterThan(500);
  // The scroll is seen (a scroll event) before the link is followed.
  await page.evaluate(() => new Promise(requestAnimationFrame));

  await followHomeLink(page);
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await page.waitForURL(`${baseUrl}/retail`);
  await expect.poll(async () => Math.abs((await scrollY(page)) - halfWay)).toBeLessThanOrEqual(3);
  // And it stays there (nothing scrolls it afterwards, such as a late page or the browser).
  await page.waitForTimeout(500);
  expect(Math.abs((await scrollY(page)) - halfWay)).toBeLessThanOrEqual(3);

  await page.goForward();
  await page.waitForURL(`${baseUrl}/`);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await page.waitForURL(`${baseUrl}/retail`);
  await expect.poll(async () => Math.abs((await scrollY(page)) - halfWay)).toBeLessThanOrEqual(3);
  await followHomeLink(page);
  expect(await scrollY(page)).toBe(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await context.close();
});
