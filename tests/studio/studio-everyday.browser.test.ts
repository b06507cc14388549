import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loopbackOnly } from '../../scripts/bench/chromium.ts';
import { readRoutesFile } from '../../scripts/server/built-site.ts';
import { serveDist } from '../../scripts/server/serve-dist.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { animationsDone, copyOfProject, devServerOf, previewFollows, retype, studioTab } from '../helpers/studio-dev.ts';
import { solidPng } from '../helpers/solid-png.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

/**
 * The page studio as an author uses it every day, with the mouse and keyboard only, on a copy of
 * the whole project (uploads write into its public/): the YAML view kept in step with the form
 * and the preview, and a new page made, filled, pictured, linked and saved without a text editor.
 */
const scratch = copyOfProject('studio-everyday-', { copyPublic: true });
let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  ({ server, url } = await devServerOf(scratch));
  browser = await sharedChromium();
}, 120_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await browser?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const studioPage = (width: number) => studioTab(browser, width);

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

test('the YAML view: a change there shows in the form and the preview; a broken line gets its located message in the margin and the form stays usable', async () => {
  const { context, page, errors } = await studioPage(1440);
  // The first visit of a fresh dev server prepares its modules: seconds on a busy machine.
  await page.goto(`${url}_studio/edit?file=pages/industries/retail.yaml`, { timeout: 90_000 });
  await expect.poll(() => preview(page).locator('h1').textContent(), { timeout: 30_000 }).toBe('Every store, every sale, one system');

  await page.getByRole('tab', { name: 'YAML' }).click();
  const source = page.getByRole('textbox', { name: 'YAML of pages/industries/retail.yaml' });
  await source.waitFor();
  // Into the heading's line: find it, select the words, type new ones.
  await page.locator('.cm-line', { hasText: 'heading: Every store, every sale, one system' }).click();
  await page.keyboard.press('End');
  for (let index = 0; index < 'Every store, every sale, one system'.length; index += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type('One system for every shop');
  await expect.poll(() => preview(page).locator('h1').textContent(), previewFollows).toBe('One system for every shop');
  await page.getByRole('tab', { name: 'Form' }).click();
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  expect(await page.locator('#field-sections-0-heading').inputValue()).toBe('One system for every shop');

  // A line YAML cannot read: its place and the loader's words in the margin, the form on the last good version.
  await page.getByRole('tab', { name: 'YAML' }).click();
  await page.locator('.cm-line', { hasText: 'heading: One system for every shop' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('just some words');
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /^Line \d+, column \d+: the YAML is broken here/ })
          .count(),
      { timeout: 10_000 },
    )
    .toBe(1);
  // The loader's own words (as npm run validate prints them), on the line it names.
  const line = (await page.locator('.cm-line').allTextContents()).findIndex((text) => text.trim() === 'just some words') + 1;
  const marker = page.locator('.cm-gutter-lint .cm-gutterElement').filter({ has: page.locator('.cm-lint-marker-error') });
  await expect.poll(() => marker.count(), { timeout: 10_000 }).toBe(1);
  const markerLine = await page
    .locator('.cm-lineNumbers .cm-gutterElement')
    .filter({ hasText: new RegExp(`^${line}$`) })
    .boundingBox();
  expect(Math.round((await marker.boundingBox())?.y ?? 0)).toBe(Math.round(markerLine?.y ?? -1));
  await marker.locator('.cm-lint-marker-error').hover();
  const tooltip = page.locator('.cm-tooltip-lint');
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toContain('the indentation here does not match the lines around it');
  const listed = await page.getByRole('region', { name: /^Problems/ }).textContent();
  expect(listed).toContain(`line ${line}`);
  expect(listed).toContain('the indentation here does not match the lines around it');
  await page.getByRole('tab', { name: 'Form' }).click();
  expect(await page.getByText('The YAML does not read correctly: the form shows the last version that did.').count()).toBe(1);
  await page.getByRole('button', { name: /^2\. Card grid/ }).click();
  expect(await page.getByRole('heading', { name: /^Section 2: Card grid/ }).count()).toBe(1);
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  expect(await page.locator('#field-sections-0-heading').inputValue()).toBe('One system for every shop');

  // Undo takes the broken line away again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => page.getByText('The YAML does not read correctly: the form shows the last version that did.').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

/** Opens a collapsed list item (a card, a question) by its toggle. */
async function openItem(page: Page, fieldPath: string): Promise<void> {
  const toggle = page.locator(`[id="field-${fieldPath}:toggle"]`);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Picks an icon in the icon picker of a field, by searching its name. */
async function chooseIcon(page: Page, fieldPath: string, name: string): Promise<void> {
  await page.locator(`[id="field-${fieldPath}:choose"]`).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an icon' });
  await dialog.getByRole('searchbox', { name: 'Search icons' }).click();
  await page.keyboard.type(name);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => page.locator(`[id="field-${fieldPath}"]`).inputValue()).toBe(name);
}

const hasProblems = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/\d+ errors?/)
    .count();

test('a new page made in the studio only: template, hero filled from the preview, icons, an uploaded picture with alt text, a linked button, an FAQ with undo and redo, the phone drawer; saved, it validates and builds into every menu', async () => {
  const { context, page, errors } = await studioPage(1440);
  await page.goto(`${url}_studio`);

  // New page: an industry called Wholesale; the address is proposed and checked before anything is written.
  await page.getByRole('button', { name: 'New page' }).click();
  const create = page.getByRole('dialog', { name: 'New page' });
  await create.getByRole('radio', { name: /^An industry page/ }).check();
  await create.getByRole('textbox', { name: /^Name in the menus/ }).click();
  await page.keyboard.type('Wholesale');
  await expect.poll(() => create.getByText('The page will be at /wholesale, in pages/industries/wholesale.yaml.').count()).toBe(1);
  await create.getByRole('button', { name: 'Create page' }).click();
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
    .toBe('pages/industries/wholesale.yaml');
  const template = readFileSync(join(scratch, 'pages', 'industries', 'wholesale.yaml'), 'utf8');

  // The hero, by clicking its heading and its text in the preview.
  await expect.poll(() => preview(page).locator('h1').textContent(), { timeout: 30_000 }).toMatch(/^REPLACE: a short promise/);
  await preview(page).locator('h1').click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-sections-0-heading');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('Every order, every warehouse, one system');
  await expect.poll(() => preview(page).locator('h1').textContent(), previewFollows).toBe('Every order, every warehouse, one system');
  await preview(page)
    .getByText(/^REPLACE: one or two sentences on how/)
    .click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-sections-0-subtext');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('Stock, orders and deliveries for wholesalers, from one screen.');

  // A picture for the hero, uploaded, then its alt text where the form asks for it.
  await page.getByRole('button', { name: /^Choose a picture for/ }).click();
  const pictures = page.getByRole('dialog', { name: 'Choose a picture' });
  await pictures
    .getByLabel('Picture file (PNG, JPEG or WebP)')
    .setInputFiles({ name: 'Wholesale Hero.png', mimeType: 'image/png', buffer: solidPng(64, 40, 0x5a) });
  await pictures.getByRole('combobox', { name: 'Folder', exact: true }).selectOption('industries');
  await expect.poll(() => pictures.getByRole('textbox', { name: 'File name' }).inputValue()).toBe('wholesale-hero.png');
  await pictures.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => pictures.count(), { timeout: 10_000 }).toBe(0);
  expect(existsSync(join(scratch, 'public', 'images', 'industries', 'wholesale-hero.png'))).toBe(true);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-sections-0-image-alt');
  await page.keyboard.insertText('Pallets of boxed goods in a wholesale warehouse');
  await expect
    .poll(() => preview(page).locator('img[alt="Pallets of boxed goods in a wholesale warehouse"]').count(), previewFollows)
    .toBe(1);

  // The hero's button, linked to the pricing page through the link picker.
  await openItem(page, 'sections-0-actions-0');
  await page.locator('[id="field-sections-0-actions-0-href:choose"]').click();
  const links = page.getByRole('dialog', { name: 'Choose where the link goes' });
  await links.getByRole('searchbox', { name: 'Search pages' }).click();
  await page.keyboard.type('pricing');
  await links.getByRole('button', { name: /\/pricing$/ }).click();
  await expect.poll(() => page.locator('#field-sections-0-actions-0-href').inputValue()).toBe('/pricing');
  await retype(page, '#field-sections-0-actions-0-label', 'See the prices');

  // Four cards: the first opened from the preview, each icon from the picker.
  const cards = [
    ['Stock across sites', 'Every pallet in every warehouse, counted as it moves.', 'Warehouse'],
    ['Bulk orders', 'Large orders priced by customer and quantity, in seconds.', 'ShoppingCart'],
    ['Deliveries', 'Routes and loads planned from the day’s orders.', 'LocalShipping'],
    ['Margins', 'What each customer and product earns, every day.', 'Insights'],
  ] as const;
  await preview(page).getByText('REPLACE: the first tool').click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-sections-1-cards-0-title');
  for (const [index, [title, text, icon]] of cards.entries()) {
    await openItem(page, `sections-1-cards-${index}`);
    await retype(page, `#field-sections-1-cards-${index}-title`, title);
    await retype(page, `#field-sections-1-cards-${index}-text`, text);
    await chooseIcon(page, `sections-1-cards-${index}`.concat('-icon'), icon);
  }

  // The template's other sections go; an FAQ comes from the palette.
  for (const name of [/^Remove “Accordion/, /^Remove “Card grid: Benefits/, /^Remove “Card grid: Ultimate/])
    await page.getByRole('button', { name }).click();
  // No question in the way: the removal is said, with an Undo beside it.
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: 'Section 3 removed.' }).getByRole('button', { name: 'Undo' }).count())
    .toBe(1);
  await page.getByRole('button', { name: /^2\. Card grid/ }).click();
  await page.getByRole('button', { name: 'Add a section' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await palette.getByRole('searchbox', { name: 'Find a section type' }).click();
  await page.keyboard.type('accord');
  await palette.getByRole('button', { name: /^Accordion/ }).click();
  // The removal's Undo goes with the next edit: it would undo that edit, not the removal.
  await expect.poll(() => page.getByRole('alert').filter({ hasText: 'removed.' }).count()).toBe(0);
  await retype(page, '#field-sections-2-heading', 'Wholesale questions');
  await page.locator('[id="field-sections-2-items-1:remove"]').click();
  await openItem(page, 'sections-2-items-0');
  await retype(page, '#field-sections-2-items-0-question', 'Can we price by customer?');
  await retype(page, '#field-sections-2-items-0-answer', 'Yes. Each customer can have its own price list and discounts.');
  const questions = () => page.locator('[id^="field-sections-2-items-"][id$=":toggle"]').count();
  await page.locator('[id="field-sections-2-items:add-0"]').click();
  await expect.poll(questions).toBe(2);
  await openItem(page, 'sections-2-items-1');
  await retype(page, '#field-sections-2-items-1-question', 'Does it work with our scanners?');
  await retype(page, '#field-sections-2-items-1-answer', 'Yes. Any scanner that types into a field works with it.');
  await expect.poll(() => preview(page).getByText('Does it work with our scanners?').count(), previewFollows).toBe(1);

  // Undo the last question, step by step, then redo it.
  let steps = 0;
  while ((await questions()) === 2 && steps < 8) {
    await page.keyboard.press('ControlOrMeta+Z');
    steps += 1;
  }
  expect(await questions()).toBe(1);
  await expect.poll(() => preview(page).getByText('Does it work with our scanners?').count(), previewFollows).toBe(0);
  for (let step = 0; step < steps; step += 1) await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(questions).toBe(2);
  await expect.poll(() => preview(page).getByText('Does it work with our scanners?').count(), previewFollows).toBe(1);

  // The page's own settings: its search description.
  await page.getByRole('button', { name: /^Page settings/ }).click();
  await retype(
    page,
    '#field-description',
    'Wholesale ERP from Lumora: stock across sites, bulk orders, deliveries and margins in one system.',
  );
  await expect.poll(() => hasProblems(page), { timeout: 10_000 }).toBe(0);

  // The phone width, and the site's own drawer inside the preview.
  await page.getByRole('button', { name: 'Phone, 390 pixels wide' }).click();
  await expect.poll(() => page.locator('iframe[title^="Preview"]').getAttribute('data-preview-width')).toBe('390');
  await preview(page).getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => preview(page).getByRole('dialog', { name: 'Menu' }).isVisible(), previewFollows).toBe(true);
  await preview(page).getByRole('button', { name: 'Close menu' }).click();

  // Save. The new page joins the site's menus, so the dev server reloads the preview; the studio stays, undo history and all.
  const previewReloaded = page.waitForRequest((request) => request.isNavigationRequest() && request.frame().parentFrame() !== null, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page
    .getByRole('dialog', { name: /^Review your changes/ })
    .getByRole('button', { name: 'Save to file' })
    .click();
  await expect.poll(() => page.getByText('Saved', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
  await previewReloaded;
  expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
  expect(errors).toEqual([]);
  await context.close();

  // The file keeps every comment of the template.
  const saved = readFileSync(join(scratch, 'pages', 'industries', 'wholesale.yaml'), 'utf8');
  const comments = template.split('\n').filter((line) => line.trim().startsWith('#'));
  expect(comments.length).toBeGreaterThan(4);
  expect(comments.filter((line) => !saved.includes(line))).toEqual([]);

  // npm run validate passes; npm run build puts /wholesale in the Industries menu, the footer, the drawer and the sitemap.
  const run = (script: string) => spawnSync(process.execPath, [script], { cwd: scratch, encoding: 'utf8' });
  const validate = run('scripts/cli/validate.ts');
  expect(validate.status, validate.stdout + validate.stderr).toBe(0);
  const build = run('scripts/build/build.ts');
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const dist = join(scratch, 'dist');
  expect(readRoutesFile(dist).pages).toContain('/wholesale');
  const home = new JSDOM(readFileSync(join(dist, 'index.html'), 'utf8')).window.document;
  const industriesMenu = [...home.querySelectorAll('header nav li')].find((item) => item.textContent.startsWith('Industries'));
  expect(industriesMenu?.querySelector('a[href="/wholesale"]')?.textContent).toBe('Wholesale');
  const footerColumn = [...home.querySelectorAll('footer nav, footer section, footer div')].find(
    (part) => part.querySelector('h2, h3, p')?.textContent === 'Industries' && part.querySelector('a[href="/wholesale"]'),
  );
  expect(footerColumn).toBeDefined();
  expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toMatch(/<loc>https:\/\/[^<]+\/wholesale<\/loc>/);
  const served = await serveDist(dist);
  try {
    const phone = await browser.newContext({ ...loopbackOnly, viewport: { width: 390, height: 844 } });
    const visit = await phone.newPage();
    await visit.goto(`${served.url}/wholesale`);
    expect(await visit.locator('h1').textContent()).toBe('Every order, every warehouse, one system');
    await visit.getByRole('button', { name: 'Open menu' }).click();
    const drawer = visit.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: /^Industries/ }).click();
    await expect.poll(() => drawer.getByRole('link', { name: 'Wholesale' }).getAttribute('href')).toBe('/wholesale');
    await phone.close();
  } finally {
    await served.close();
  }
}, 300_000);

/** With STUDIO_SHOTS=<folder>, the screens the axe test opens are also saved as PNGs there, to look at. */
const shotsDir = process.env['STUDIO_SHOTS'];

test('the studio part 2 screens have no axe violations at 1440 and 390 px: new page, YAML view, the pickers, the Insert menu, site colours, preview widths and the address change on save', async () => {
  for (const width of [1440, 390]) {
    const { context, page, errors } = await studioPage(width);
    // A screen is checked whole; a dialog or menu opened over a screen already checked, on its own.
    const check = async (name: string, overlay?: 'dialog' | 'menu') => {
      // Menus and dialogs fade in: axe measures contrast once they are fully drawn.
      await animationsDone(page);
      const within = overlay === undefined ? undefined : `[role="${overlay}"]`;
      expect(describeViolations(await axeViolations(page, within)), `${name} at ${width}px`).toBe('');
      if (shotsDir) await page.screenshot({ path: join(shotsDir, `${width}-${name}.png`) });
    };
    const narrow = width < 900;
    const showPane = async (name: 'Outline' | 'Edit' | 'Preview') => {
      if (narrow) await page.getByRole('tab', { name }).click();
    };
    const section = async (name: RegExp) => {
      await showPane('Outline');
      await page.getByRole('button', { name }).first().click();
      await showPane('Edit');
    };

    await page.goto(`${url}_studio`);
    await page.getByRole('button', { name: 'New page' }).click();
    await page
      .getByRole('dialog', { name: 'New page' })
      .getByRole('textbox', { name: /^Name in the menus/ })
      .fill('Fleet Management');
    await expect.poll(() => page.getByText(/^The page will be at \/fleet-management/).count()).toBe(1);
    await check('new-page');
    await page.keyboard.press('Escape');

    await page.goto(`${url}_studio/edit?file=pages/industries/retail.yaml`);
    await page.locator('#field-path').waitFor();
    await showPane('Preview');
    await expect.poll(() => preview(page).locator('h1').count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Tablet, 768 pixels wide' }).click();
    await check('preview-tablet');
    await showPane('Edit');
    await page.getByRole('tab', { name: 'YAML' }).click();
    await page.locator('.cm-content').waitFor();
    await check('yaml');
    await page.getByRole('tab', { name: 'Form' }).click();

    await page.getByRole('button', { name: 'Insert a word from the site settings' }).first().click();
    await page.getByRole('menu').waitFor();
    await check('insert-menu', 'menu');
    await page.keyboard.press('Escape');

    await section(/^\d+\. Hero/);
    await page
      .getByRole('button', { name: /^Choose a picture for/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Choose a picture' }).getByRole('group', { name: 'Pictures' }).waitFor();
    await check('picture-picker', 'dialog');
    await page.keyboard.press('Escape');
    await openItem(page, 'sections-0-actions-0');
    await page.locator('[id="field-sections-0-actions-0-href:choose"]').click();
    await page.getByRole('dialog', { name: 'Choose where the link goes' }).getByRole('list', { name: 'Pages' }).waitFor();
    await check('link-picker', 'dialog');
    await page.keyboard.press('Escape');

    await section(/^\d+\. Card grid/);
    const cardGrid = (await page.getByRole('heading', { level: 2, name: /^Section \d+: Card grid/ }).textContent()) ?? '';
    const index = Number(/Section (\d+)/.exec(cardGrid)?.[1]) - 1;
    await openItem(page, `sections-${index}-cards-0`);
    await page.locator(`[id="field-sections-${index}-cards-0-icon:choose"]`).click();
    await page.getByRole('dialog', { name: 'Choose an icon' }).getByRole('group', { name: 'Icons' }).getByRole('button').first().waitFor();
    await check('icon-picker', 'dialog');
    await page.keyboard.press('Escape');

    // A new address: the save dialog offers to keep the old one (retail's alias /Retail already keeps /retail, in any letter case).
    await page.goto(`${url}_studio/edit?file=pages/company/our-team.yaml`);
    await page.locator('#field-path').waitFor();
    const oldPath = await page.locator('#field-path').inputValue();
    await retype(page, '#field-path', `${oldPath}-now`);
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('checkbox', { name: `Keep ${oldPath} working (adds it to aliases)` }).waitFor();
    await check('save-new-address', 'dialog');
    await page.getByRole('button', { name: 'Keep editing' }).click();

    await page.goto(`${url}_studio/edit?file=pages/site.yaml`);
    await page
      .getByRole('textbox', { name: /^The main brand colour/ })
      .or(page.locator('#field-brand-color'))
      .first()
      .waitFor();
    await page.locator('#field-brand-color').scrollIntoViewIfNeeded();
    await check('site-colours');
    expect(errors).toEqual([]);
    await context.close();
  }
}, 240_000);
