import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect } from 'vitest';
import { copyOfProject, devServerOf, studioTab } from '../helpers/studio-dev.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

/** What a journey file works with once its `beforeAll` ran: the copy, its dev server's address, the shared Chromium. */
export interface StudioOnCopy {
  /** The copy of the project the journey may change. */
  scratch: string;
  /** The dev server's address, ending in `/`. */
  url: () => string;
  browser: () => Browser;
  /** A fresh tab at a desktop or phone width, its script errors collected. */
  tab: (width: number) => ReturnType<typeof studioTab>;
}

/**
 * `npm run dev` on a copy of the whole project, in Chromium, for one journey file: started before
 * its tests, stopped and removed after them. `copyPublic` when the journey uploads pictures.
 */
export function studioOnCopy(prefix: string, options: { copyPublic: boolean }): StudioOnCopy {
  const scratch = copyOfProject(prefix, options);
  let server: ViteDevServer | undefined;
  let url: string | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The studio journey’s dev server has not started (its beforeAll failed).');
    return value;
  };
  beforeAll(async () => {
    ({ server, url } = await devServerOf(scratch));
    browser = await sharedChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  return {
    scratch,
    url: () => started(url),
    browser: () => started(browser),
    tab: (width) => studioTab(started(browser), width),
  };
}

/** The studio's preview frame. */
export const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

/** Opens a collapsed list item (a card, a question) by its toggle. */
export async function openItem(page: Page, fieldPath: string): Promise<void> {
  const toggle = page.locator(`[id="field-${fieldPath}:toggle"]`);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Picks an icon in the icon picker of a field, by searching its name. */
export async function chooseIcon(page: Page, fieldPath: string, name: string): Promise<void> {
  await page.locator(`[id="field-${fieldPath}:choose"]`).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an icon' });
  await dialog.getByRole('searchbox', { name: 'Search icons' }).click();
  await page.keyboard.type(name);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => page.locator(`[id="field-${fieldPath}"]`).inputValue()).toBe(name);
}

/** How many problems the studio's top bar counts for the open page. */
export const problemCount = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/\d+ errors?/)
    .count();
