/**
 * How the site's code arrives. A tap made while it is still loading is not lost: the page's boot
 * script keeps it and taps again once React listens, so the control answers without a second tap
 * (the code's download is held until after the tap, as on a slow phone). And the next page is
 * fetched when the pointer or focus reaches its link, so following it requests no script. The
 * route table of every page comes after the first load; a link followed sooner waits for it. And
 * the code's start leaves the prerendered styles alone, so the page is not restyled meanwhile.
 */
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
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

async function tapWhileLoading(
  width: number,
  path: string,
  control: (page: Page) => Locator,
  answered: (page: Page) => Promise<boolean>,
): Promise<void> {
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

test.each(['/', '/pricing'])(
  'on %s the site’s code is asked for only once the page has painted (its first contentful paint)',
  async (path) => {
    const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page).waitFor({ state: 'attached' });
      // Both on the page's own clock: when it painted, and when each of its scripts was asked for.
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(painted, 'the page reports its first contentful paint').toBeDefined();
      expect(scripts.length).toBeGreaterThan(0);
      // A script asked for before the paint would be in the way of it (and Lighthouse counts it in the page's LCP).
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY);
    } finally {
      await context.close();
    }
  },
);

test('the menu button tapped before the code runs opens the drawer once it does (390 px)', async () => {
  await tapWhileLoading(
    390,
    '/erp',
    (page) => page.getByRole('button', { name: 'Open menu' }),
    async (page) => (await page.getByRole('dialog', { name: 'Menu' }).count()) > 0,
  );
});

test('a header dropdown tapped before the code runs opens its panel once it does (1440 px)', async () => {
  const dropdown = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
  await tapWhileLoading(1440, '/', dropdown, async (page) => (await dropdown(page).getAttribute('aria-expanded')) === 'true');
});

test('a question tapped before the code runs opens its answer once it does', async () => {
  const question = (page: Page) => page.locator('main button[aria-expanded]').first();
  await tapWhileLoading(1440, '/', question, async (page) => (await question(page).getAttribute('aria-expanded')) === 'true');
});

test('a feature tab tapped before the code runs is selected once it does (1440 px)', async () => {
  const tab = (page: Page) => page.getByRole('tab').nth(2);
  await tapWhileLoading(1440, '/material-management', tab, async (page) => (await tab(page).getAttribute('aria-selected')) === 'true');
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
    await expect
      .poll(() => scripts.some((request) => /\/assets\/pharmaceutical-[\w-]+\.js$/.test(request.url())), { timeout: 15_000 })
      .toBe(true);
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

test("a slow frame from another site (the enquiry form) does not hold back the site's code", async () => {
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 390, height: 844 } });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The form's host never answers until the end of the test; nothing leaves the machine.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      await held;
      await route.abort();
    },
  );
  // The frame is lazy, so whether it starts before the load event depends on timing; here it always does.
  await context.route(`${baseUrl}/contact-us`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toMatch(/<iframe[^>]*loading="lazy"/);
    await route.fulfill({ response, body: html.replace(/(<iframe[^>]*)loading="lazy"/, '$1loading="eager"') });
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact-us`, { waitUntil: 'domcontentloaded' });
    await hydrated(page).waitFor({ state: 'attached', timeout: 10_000 });
    expect(await page.evaluate(() => document.readyState), 'the page is still loading the frame').not.toBe('complete');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible', timeout: 5_000 });
  } finally {
    release();
    await context.close();
  }
});

test('the route table of every page is not part of the first load, and a link followed before it arrives still opens its page', async () => {
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 1440, height: 900 } });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let askedAfterHydration: boolean | undefined;
  try {
    const page = await context.newPage();
    await context.route(/\/page-routes\.js$/, async (route) => {
      askedAfterHydration ??= (await hydrated(page).count()) > 0;
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/`);
    // The page hydrates with the route table held back: its own chunk is enough.
    await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
    const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
    // A click event alone, as before any sign of intent.
    await page.locator('footer a[href="/pharmaceutical"]').dispatchEvent('click');
    // The address changes at once (react-router's history); the page waits for the table, which is held back.
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/pharmaceutical');
    expect(await page.getByRole('heading', { level: 1 }).textContent(), 'the page stays until the next one has loaded').toBe(homeHeading);
    release();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe(homeHeading);
    expect(askedAfterHydration, 'the route table was asked for once the page listened').toBe(true);
  } finally {
    release();
    await context.close();
  }
});

test('hydration keeps the prerendered style tags where they are and adds none: the page is not restyled as the code starts', async () => {
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // Counts every style tag put into the document (a tag moved within the head is put in again).
    await page.addInitScript(() => {
      const placed: string[] = [];
      Object.assign(window, { placedStyles: placed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLStyleElement) placed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/pricing', '/contact-us']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      const parsed = await page.evaluate(() => (window as unknown as { placedStyles: string[] }).placedStyles.length);
      await hydrated(page).waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForTimeout(500);
      const placed = await page.evaluate(() => (window as unknown as { placedStyles: string[] }).placedStyles);
      expect(parsed, `${path}: the prerendered tags, as the parser put them in`).toBeGreaterThanOrEqual(2);
      expect(placed.slice(parsed), `${path}: style tags put in by the code`).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
