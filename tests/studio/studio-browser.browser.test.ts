import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { diff } from '../../studio/document/index.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { projectRoot, realPagesRoot } from '../helpers/fixture-site.ts';
import { animationsDone, explainPreview, previewFollows, retype, studioTab } from '../helpers/studio-dev.ts';
import { devServerConfig } from '../helpers/dev-server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

/**
 * The page studio tried as a new author would, with the mouse and the keyboard only, against
 * `npm run dev` on a copy of the real pages.
 */
let browser: Browser;
let server: ViteDevServer;
let url: string;
const root = realPagesRoot();
const retailFile = join(root, 'pages', 'industries', 'retail.yaml');

beforeAll(async () => {
  server = await createServer(devServerConfig({ pagesDir: join(root, 'pages') }));
  await server.listen();
  url = server.resolvedUrls?.local[0] ?? '';
  browser = await sharedChromium();
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await browser?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await server?.close();
});

const studioPage = (width: number) => studioTab(browser, width);

const outlineRows = (page: Page) =>
  page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', { name: /^\d+\. / })
    .allTextContents();

test('an author changes the retail page in the studio and saves it: only those lines change and the validator passes', async () => {
  const before = readFileSync(retailFile, 'utf8');
  const { context, page, errors } = await studioPage(1440);
  await page.goto(`${url}_studio`);

  // The list: filter, then open the page.
  // The dev server prepares the studio's modules at its first visit: on a busy machine that can take a minute.
  await page.getByRole('searchbox', { name: 'Filter pages' }).click({ timeout: 90_000 });
  await page.keyboard.type('retail');
  await page.getByRole('link', { name: /^Retail \/retail/ }).click();
  // Opening a page loads its form, schema and preview: seconds on a busy machine.
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Retail');
  expect(await page.getByText('pages/industries/retail.yaml', { exact: true }).count()).toBe(1);
  expect(await page.title()).toBe('Retail — Page studio');
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect.poll(() => preview.locator('h1').textContent(), { timeout: 20_000 }).toBe('Every store, every sale, one system');

  // The hero's heading, and the preview follows.
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  await retype(page, '#field-sections-0-heading', 'Every shop, every sale, one system');
  // The first draft is compiled cold by the dev server, which takes seconds on a busy machine
  // (npm run bench -- --preview-only measures the warm case).
  await explainPreview(
    page,
    errors,
    expect.poll(() => preview.locator('h1').textContent(), { timeout: 60_000 }).toBe('Every shop, every sale, one system'),
  );

  // An accordion from the palette, added after the last section, then dragged above the first card grid.
  await page.getByRole('button', { name: /^5\. Accordion/ }).click();
  await page.getByRole('button', { name: 'Add a section' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await palette.getByRole('searchbox', { name: 'Find a section type' }).click();
  await page.keyboard.type('accord');
  await palette.getByRole('button', { name: /^Accordion/ }).click();
  await expect.poll(() => palette.count()).toBe(0);
  await retype(page, '#field-sections-5-heading', 'Before you switch');
  expect(await page.locator('#field-sections-5-items').getByRole('listitem').count()).toBe(2);
  expect(await outlineRows(page)).toHaveLength(6);

  await page.getByRole('button', { name: /^Drag “Accordion: Before you switch”/ }).focus();
  // Picked up with Space, moved with the arrow keys, each once the last move has finished animating, dropped with Space.
  await page.keyboard.press('Space');
  for (let step = 0; step < 4; step += 1) {
    await animationsDone(page);
    await page.keyboard.press('ArrowUp');
  }
  await animationsDone(page);
  await page.keyboard.press('Space');
  await expect
    .poll(async () => (await outlineRows(page)).slice(0, 3).map((row) => /^\d+\. (Hero|Accordion|Card grid)/.exec(row)?.[0]))
    .toEqual(['1. Hero', '2. Accordion', '3. Card grid']);
  await expect.poll(() => preview.locator('main h2').first().textContent(), previewFollows).toBe('Before you switch');

  // An unknown icon in a card: the validator's message under that field, then the fix.
  await page.getByRole('button', { name: /^3\. Card grid/ }).click();
  await page.locator('#field-sections-2-cards-0\\:toggle').click();
  await retype(page, '#field-sections-2-cards-0-icon', 'PointOfSail');
  const icon = page.locator('#field-sections-2-cards-0-icon');
  await expect.poll(() => icon.getAttribute('aria-invalid'), { timeout: 5_000 }).toBe('true');
  const describedBy = (await icon.getAttribute('aria-describedby')) ?? '';
  const message = await page
    .locator(
      describedBy
        .split(' ')
        .map((id) => `[id="${id}"]`)
        .join(', '),
    )
    .allTextContents();
  expect(message.join(' ')).toMatch(/there is no icon named "PointOfSail" — .*PointOfSale/);
  await retype(page, '#field-sections-2-cards-0-icon', 'PointOfSale');
  await expect.poll(() => icon.getAttribute('aria-invalid'), { timeout: 5_000 }).not.toBe('true');

  // Review the diff, save.
  await page.getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: /^Review your changes/ });
  expect(await review.getByRole('region').or(review.locator('pre')).first().textContent()).toContain('Every shop, every sale, one system');
  await review.getByRole('button', { name: 'Save to file' }).click();
  await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBe(1);

  const after = readFileSync(retailFile, 'utf8');
  const changed = diff(before, after).flatMap((hunk) => hunk.lines.filter((line) => line.kind !== 'same'));
  expect(changed.filter((line) => line.kind === 'removed').map((line) => line.text)).toEqual([
    '    heading: Every store, every sale, one system',
  ]);
  expect(changed.filter((line) => line.kind === 'added').map((line) => line.text.trim())).toEqual([
    'heading: Every shop, every sale, one system',
    '- type: accordion',
    'heading: Before you switch',
    'items:',
    '- question: How long does it take to start?',
    'answer: Most teams are live within two weeks.',
    '- question: Can we keep our data?',
    'answer: Yes. We import it from your current system.',
    // The blank line that parts it from its neighbour: the diff counts the one after it as new.
    '',
  ]);
  const validate = spawnSync(
    process.execPath,
    [join(projectRoot, 'scripts', 'cli', 'validate.ts'), '--pages', join(root, 'pages'), '--format', 'json'],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  expect(validate.status).toBe(0);
  expect(JSON.parse(validate.stdout)).toMatchObject({ errors: 0 });
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

test('the studio screens have no axe violations at 1440 and 390 px, and every field has a label', async () => {
  for (const width of [1440, 390]) {
    const { context, page, errors } = await studioPage(width);
    await page.goto(`${url}_studio`);
    await page.getByRole('link', { name: /^Retail \/retail/ }).waitFor();
    expect(describeViolations(await axeViolations(page)), `list at ${width}px`).toBe('');

    await page.goto(`${url}_studio/edit?file=pages/industries/retail.yaml`);
    await page.locator('#field-path').waitFor();
    expect(describeViolations(await axeViolations(page)), `page settings at ${width}px`).toBe('');
    const unlabelled = await page
      .locator('input:not([type=hidden]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), select')
      .evaluateAll((fields) =>
        fields
          .filter(
            (field) => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement,
          )
          .filter((field) => field.labels?.length === 0 && !field.getAttribute('aria-label') && !field.getAttribute('aria-labelledby'))
          .map((field) => field.outerHTML.slice(0, 120)),
      );
    expect(unlabelled).toEqual([]);
    if (width < 900) await page.getByRole('tab', { name: 'Outline' }).click();
    const cardGrid = page.getByRole('button', { name: /^\d+\. Card grid/ }).first();
    const index = Number(/^(\d+)\./.exec((await cardGrid.textContent()) ?? '')?.[1]) - 1;
    await cardGrid.click();
    await page.locator(`#field-sections-${index}-cards-0\\:toggle`).click();
    await page.locator(`#field-sections-${index}-cards-0-icon`).waitFor();
    expect(describeViolations(await axeViolations(page)), `a card grid at ${width}px`).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  }
}, 120_000);
