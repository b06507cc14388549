import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { solidPng } from '../helpers/solid-png.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { authorsSaveToMain, gitIn, teamFolders, teamServerOn } from '../helpers/team-server.ts';

/**
 * What the studio does under `npm run dev` also works behind the team server's sign-in: a new page,
 * clicking the preview to edit, the picture and icon pickers with an upload, the YAML view, undo and
 * redo, problems on fields, and the save as one commit by its author with the page and its picture.
 */
const shown = { timeout: 15_000 };
const folders = teamFolders();
let server: TeamServer;
let browser: Browser;

beforeAll(async () => {
  server = await teamServerOn(folders, { screensDir: inject('teamScreensDir') });
  // Authors save onto main here, as before drafts (tests/team/drafts.browser.test.ts walks through a draft).
  authorsSaveToMain(server);
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

/** A page with nothing left to fill in, typed into the YAML view over the template. */
const shortPage = `path: /wholesale
title: "Wholesale ERP Software | {brand}"
description: "Wholesale ERP from {brand}: stock across sites, bulk orders, deliveries and margins in one system."
nav:
  group: industries
  label: "Wholesale"
  order: 40
sections:
  - type: hero
    eyebrow: "Wholesale ERP"
    heading: "One system for wholesale"
    subtext: "Stock, orders and deliveries for wholesalers, from one screen."
  - type: card-grid
    heading: "Built for wholesale"
    columns: 2
    cards:
      - title: "Stock across sites"
        icon: Inventory2
        text: "Every pallet in every warehouse, counted as it moves."
      - title: "Bulk orders"
        icon: ShoppingCart
        text: "Large orders priced by customer and quantity, in seconds."
`;

it('makes, fills and saves a new page with the pickers, an upload, the YAML view, undo and redo: one commit by its author with the page and its picture', async () => {
  const { context, page } = await signedInDevice(browser, server, { name: 'Alice Author', email: 'alice@example.com', role: 'author' });
  await page.goto(`${server.url}/_studio`);

  // New page: an industry called Wholesale.
  await page.getByRole('button', { name: 'New page' }).click(shown);
  const create = page.getByRole('dialog', { name: 'New page' });
  await create.getByRole('radio', { name: /^An industry page/ }).check();
  await create.getByRole('textbox', { name: /^Name in the menus/ }).fill('Wholesale');
  await expect
    .poll(async () => create.getByText('The page will be at /wholesale, in pages/industries/wholesale.yaml.').count(), shown)
    .toBe(1);
  await create.getByRole('button', { name: 'Create page' }).click();
  // The editor names the page as the menus do, its file below.
  await expect.poll(async () => page.getByRole('heading', { level: 1 }).textContent(), shown).toBe('Wholesale');
  expect(await page.getByText('pages/industries/wholesale.yaml', { exact: true }).count()).toBe(1);

  await expect.poll(async () => preview(page).locator('h1').textContent(), shown).toMatch(/^REPLACE: a short promise/);

  // The YAML view: the whole template replaced by a short page; undo and redo step through it.
  await page.getByRole('tab', { name: 'YAML' }).click();
  await page.getByRole('textbox', { name: 'YAML of pages/industries/wholesale.yaml' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(shortPage);
  const heading = async () => preview(page).locator('h1').textContent();
  await expect.poll(heading, shown).toBe('One system for wholesale');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(heading, shown).toMatch(/^REPLACE: a short promise/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(heading, shown).toBe('One system for wholesale');
  await page.getByRole('tab', { name: 'Form' }).click();

  // The hero, opened by clicking its heading in the preview.
  await preview(page).locator('h1').click();
  await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-0-heading');
  await page.locator('#field-sections-0-heading').fill('Every order, every warehouse, one system');
  await expect.poll(async () => preview(page).locator('h1').textContent(), shown).toBe('Every order, every warehouse, one system');

  // A picture uploaded through the picture picker: shown in the preview at once, not committed yet.
  await page.getByRole('button', { name: /^Choose a picture for/ }).click();
  const pictures = page.getByRole('dialog', { name: 'Choose a picture' });
  await pictures
    .getByLabel('Picture file (PNG, JPEG or WebP)')
    .setInputFiles({ name: 'Wholesale Hero.png', mimeType: 'image/png', buffer: solidPng(64, 40, 0x5a) });
  await pictures.getByRole('combobox', { name: 'Folder', exact: true }).selectOption('industries');
  await pictures.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(async () => pictures.count(), shown).toBe(0);
  await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-0-image-alt');
  await page.keyboard.insertText('Pallets in a wholesale warehouse');
  const picture = preview(page).locator('img[alt="Pallets in a wholesale warehouse"]');
  await expect.poll(async () => picture.getAttribute('src'), shown).toBe('/images/industries/wholesale-hero.png');
  await expect.poll(async () => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), shown).toBe(64);

  // An icon from the icon picker, drawn in the preview's first card.
  await preview(page).getByText('Stock across sites').click();
  await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-1-cards-0-title');
  await page.locator('[id="field-sections-1-cards-0-icon:choose"]').click();
  const icons = page.getByRole('dialog', { name: 'Choose an icon' });
  await icons.getByRole('searchbox', { name: 'Search icons' }).fill('Warehouse');
  await icons.getByRole('button', { name: 'Warehouse', exact: true }).click();
  await expect.poll(async () => page.locator('[id="field-sections-1-cards-0-icon"]').inputValue(), shown).toBe('Warehouse');
  const card = preview(page).locator('main').getByText('Stock across sites').locator('xpath=ancestor::*[.//*[local-name()="svg"]][1]');
  await expect.poll(async () => card.locator('svg.MuiSvgIcon-root path').count(), shown).toBeGreaterThan(0);

  // A problem shows on its field: the heading emptied, then written again.
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  await page.locator('#field-sections-0-heading').fill('');
  await expect.poll(async () => page.locator('#field-sections-0-heading').getAttribute('aria-invalid'), shown).toBe('true');
  await page.locator('#field-sections-0-heading').fill('Every order, every warehouse, one system');
  await expect.poll(async () => page.locator('#field-sections-0-heading').getAttribute('aria-invalid'), shown).not.toBe('true');

  // Saved: one commit by Alice with the page and the picture, on the team's repository.
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page
    .getByRole('dialog', { name: /^Review your changes/ })
    .getByRole('button', { name: 'Save to the live pages' })
    .click();
  await expect.poll(async () => page.getByText('Saved', { exact: true }).count(), shown).toBe(1);
  const lastCommit = gitIn(folders.repo, ['show', '--name-only', '--format=%an', 'main'])
    .split('\n')
    .filter((line) => line !== '');
  expect(lastCommit).toEqual(['Alice Author', 'pages/industries/wholesale.yaml', 'public/images/industries/wholesale-hero.png']);
  await context.close();
}, 180_000);

it('keeps the editor’s action row in sight under the team bars: a wheel scrolls a pane, never what holds the editor, on a desktop or a phone', async () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const { context, page } = await signedInDevice(
      browser,
      server,
      { name: `Row Watcher ${String(viewport.width)}`, email: `row-${String(viewport.width)}@example.com`, role: 'author' },
      viewport,
    );
    await page.goto(`${server.url}/_studio/edit?file=pages/industries/retail.yaml`);
    const action = page.getByRole('button', { name: /^(Review and save|Change this page)$/ }).first();
    await expect.poll(async () => action.count(), shown).toBe(1);
    const before = await action.boundingBox();
    // A wheel over the editor's heading, the outline and the form scrolls a pane at most, never what holds the editor.
    for (const place of [page.getByRole('heading', { level: 1 }), page.getByRole('main').last()]) {
      if (!(await place.isVisible())) continue;
      await place.hover();
      await page.mouse.wheel(0, 3000);
    }
    await page.waitForTimeout(300);
    const after = await action.boundingBox();
    expect(after?.y, `the action row moved at ${String(viewport.width)} px`).toBe(before?.y);
    expect(after !== null && after.y >= 0 && after.y + after.height <= viewport.height).toBe(true);
    await context.close();
  }
});
