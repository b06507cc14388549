import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { readRoutesFile } from '../../scripts/server/built-site.ts';
import { serveDist } from '../../scripts/server/serve-dist.ts';
import { previewFollows, retype } from '../helpers/studio-dev.ts';
import { studioContextOptions } from '../helpers/less-motion.ts';
import { solidPng } from '../helpers/solid-png.ts';
import { chooseIcon, openItem, preview, problemCount, studioOnCopy } from './journey.ts';

/**
 * A new page made in the page studio alone, with the mouse and keyboard only, on a copy of the
 * whole project (uploads write into its public/): filled, pictured, linked and saved without a
 * text editor; the site then validates and builds with the page in every menu.
 */
const studio = studioOnCopy('studio-new-page-', { copyPublic: true });

test('a new page made in the studio only: template, hero filled from the preview, icons, an uploaded picture with alt text, a linked button, an FAQ with undo and redo, the phone drawer; saved, it validates and builds into every menu', async () => {
  const { context, page, errors } = await studio.tab(1440);
  // The first visit of a fresh dev server prepares its modules: seconds on a busy machine.
  await page.goto(`${studio.url()}_studio`, { timeout: 90_000 });

  // New page: an industry called Wholesale; the address is proposed and checked before anything is written.
  await page.getByRole('button', { name: 'New page' }).click();
  const create = page.getByRole('dialog', { name: 'New page' });
  await create.getByRole('radio', { name: /^An industry page/ }).check();
  await create.getByRole('textbox', { name: /^Name in the menus/ }).click();
  await page.keyboard.type('Wholesale');
  await expect.poll(() => create.getByText('The page will be at /wholesale, in pages/industries/wholesale.yaml.').count()).toBe(1);
  await create.getByRole('button', { name: 'Create page' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('Wholesale');
  expect(await page.getByText('pages/industries/wholesale.yaml', { exact: true }).count()).toBe(1);
  const template = readFileSync(join(studio.scratch, 'pages', 'industries', 'wholesale.yaml'), 'utf8');

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
  expect(existsSync(join(studio.scratch, 'public', 'images', 'industries', 'wholesale-hero.png'))).toBe(true);
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
  await expect.poll(() => problemCount(page), { timeout: 10_000 }).toBe(0);

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
  const saved = readFileSync(join(studio.scratch, 'pages', 'industries', 'wholesale.yaml'), 'utf8');
  const comments = template.split('\n').filter((line) => line.trim().startsWith('#'));
  expect(comments.length).toBeGreaterThan(4);
  expect(comments.filter((line) => !saved.includes(line))).toEqual([]);

  // npm run validate passes; npm run build puts /wholesale in the Industries menu, the footer, the drawer and the sitemap.
  const run = (script: string) => spawnSync(process.execPath, [script], { cwd: studio.scratch, encoding: 'utf8' });
  const validate = run('scripts/cli/validate.ts');
  expect(validate.status, validate.stdout + validate.stderr).toBe(0);
  const build = run('scripts/build/build.ts');
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const dist = join(studio.scratch, 'dist');
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
    const phone = await studio.browser().newContext({ ...loopbackOnly, ...studioContextOptions, viewport: { width: 390, height: 844 } });
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
