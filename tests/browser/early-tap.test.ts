/**
 * A tap made while the site's code is still loading is not lost: the page's boot script keeps it
 * and taps again once React listens, so the control answers without a second tap. The code's
 * download is held until after the tap, as on a slow phone.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

/** A page whose site code downloads only when `release` is called. */
async function heldPage(width: number): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width, height: width > 1000 ? 900 : 844 } });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  return { context, page, release };
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

async function tapWhileLoading(width: number, path: string, control: (page: Page) => Locator, answered: (page: Page) => Promise<boolean>): Promise<void> {
  const { context, page, release } = await heldPage(width);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    expect(await hydrated(page).count(), 'the code is still loading').toBe(0);
    await control(page).click();
    expect(await answered(page), 'nothing answers before the code runs').toBe(false);
    release();
    await hydrated(page).waitFor({ state: 'attached' });
    await expect.poll(() => answered(page), { timeout: 5_000 }).toBe(true);
    // Once, not twice: the kept tap is not replayed again.
    await page.waitForTimeout(300);
    expect(await answered(page)).toBe(true);
  } finally {
    await context.close();
  }
}

test('the menu button tapped before the code runs opens the drawer once it does (390 px)', async () => {
  await tapWhileLoading(
    390,
    '/erp',
    (page) => page.getByRole('button', { name: 'Open menu' }),
    async (page) => (await page.getByRole('dialog', { name: 'Menu' }).count()) > 0,
  );
});

test('a question tapped before the code runs opens its answer once it does', async () => {
  const question = (page: Page) => page.locator('main button[aria-expanded]').first();
  await tapWhileLoading(1440, '/', question, async (page) => (await question(page).getAttribute('aria-expanded')) === 'true');
});

test('a feature tab tapped before the code runs is selected once it does (1440 px)', async () => {
  const tab = (page: Page) => page.getByRole('tab').nth(2);
  await tapWhileLoading(1440, '/material-management', tab, async (page) => (await tab(page).getAttribute('aria-selected')) === 'true');
});
