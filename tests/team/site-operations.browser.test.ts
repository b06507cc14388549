import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { loopbackDevice } from '../helpers/team-browser.ts';
import { teamFolders } from '../helpers/team-server.ts';
import { pageTitleOf } from '../../studio/team/repo/index.ts';
import { peopleOn, publishServer, remoteFile, retail, withField, withGiftCards, type People } from './publish-steps.ts';

/**
 * What authors do across the site, through the screens: search every page (the open draft's pages
 * when one is open), each hit a link that opens its field; and "Where used" for a page, every link
 * to it however it is written.
 */
const shown = { timeout: 15_000 };
const home = 'pages/home.yaml';
const folders = teamFolders();
let steps: Awaited<ReturnType<typeof publishServer>>;
let server: TeamServer;
let people: People;
let browser: Browser;

beforeAll(async () => {
  steps = await publishServer(folders, { screensDir: inject('teamScreensDir') });
  server = steps.server;
  people = peopleOn(server);
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

/** Set SITE_SHOTS to a folder to keep pictures of the screens at 1440 and 390 px (to look at, not compared). */
async function keepScreenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.SITE_SHOTS;
  if (dir === undefined) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(dir, `${name}-${String(width)}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function signedIn(cookie: string, width = 1440): Promise<Page> {
  const { context, page } = await loopbackDevice(browser, { width, height: 900 });
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: server.url }]);
  return page;
}

it(
  'searches every page of a draft, each hit a link to its field, and lists every link to a page however it is written',
  { timeout: 120_000 },
  async () => {
    const { alice } = people;
    // A draft that adds a card to Retail and links Home's first button to Retail in other letter-case.
    const draft = await steps.startDraft(alice.cookie, 'Gift cards');
    expect((await steps.saveInDraft(alice.cookie, draft, withGiftCards)).status).toBe(200);
    const homeLink = ['sections', 0, 'actions', 0, 'href'];
    expect((await steps.saveInDraft(alice.cookie, draft, (text) => withField(text, homeLink, '/Retail'), home)).status).toBe(200);

    const page = await signedIn(alice.cookie);
    // From the page list of the draft to the search.
    await page.goto(`${server.url}/_studio?draft=${encodeURIComponent(draft)}`);
    await page.getByRole('link', { name: 'Search every page' }).click(shown);
    await page.waitForURL(/\/_studio\/search/, shown);
    await page.getByRole('searchbox', { name: 'Words to find' }).fill('GIFT CARD');
    const status = page.getByRole('status').filter({ hasText: /hold “GIFT CARD”/ });
    await expect.poll(async () => status.textContent(), shown).toBe('2 places hold “GIFT CARD”, on 1 page.');
    expect(new URL(page.url()).searchParams.get('q')).toBe('GIFT CARD');
    const found = page.getByRole('region', { name: 'Retail' });
    const title = found.getByRole('link', { name: 'Section 2 (“Built for the way retailers work”) › cards › item 5 › title' });
    expect(await title.count()).toBe(1);
    // The words found are marked, as written.
    expect(await found.locator('mark').allTextContents()).toEqual(['Gift card', 'gift card']);
    expect(describeViolations(await axeViolations(page, 'main'))).toBe('');
    await keepScreenshots(page, 'search');

    // A hit opens its page in the draft, at its field.
    await title.click();
    await page.waitForURL(/\/_studio\/edit\?/, shown);
    const opened = new URL(page.url());
    expect([opened.searchParams.get('file'), opened.searchParams.get('draft'), opened.searchParams.get('field')]).toEqual([
      retail,
      draft,
      'sections.1.cards.4.title',
    ]);
    await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-1-cards-4-title');
    expect(await page.locator('#field-sections-1-cards-4-title').inputValue()).toBe('Gift cards');

    // The live pages do not hold the draft's card.
    await page.goto(`${server.url}/_studio/search?q=gift%20card`);
    await expect.poll(async () => page.getByRole('status').filter({ hasText: 'Nothing holds “gift card”' }).count(), shown).toBe(1);

    // Where used: Home's button links to Retail in the draft, written in other letter-case.
    await page.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
    await page.getByRole('button', { name: 'Where used' }).click(shown);
    const panel = page.getByRole('dialog', { name: 'Where Retail is linked from' });
    const homeName = pageTitleOf(remoteFile(folders.repo, home), home);
    const fromHome = panel.getByRole('region', { name: homeName });
    await expect.poll(async () => fromHome.getByRole('listitem').count(), shown).toBeGreaterThan(0);
    const button = fromHome.getByRole('listitem').filter({ hasText: '/Retail' });
    expect(await button.textContent()).toMatch(/^Section 1 \(“.+”\) › actions › item 1 › href\/Retail$/);
    // Every link listed leads to Retail.
    for (const value of await panel.getByRole('listitem').locator('p').allTextContents())
      expect(value.toLowerCase()).toMatch(/^\/retail(#.*)?$/);
    expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
    await keepScreenshots(page, 'where-used');
    await button.getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('file') === home, shown);
    await expect.poll(async () => page.getByRole('heading', { level: 1 }).textContent(), shown).toBe(homeName);
    await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-0-actions-0-href');
    await page.context().close();
  },
);
