import { expect, test } from 'vitest';
import { previewFollows } from '../helpers/studio-dev.ts';
import { preview, studioOnCopy } from './journey.ts';

/**
 * The page studio's YAML view as an author uses it, with the mouse and keyboard only, on a copy of
 * the whole project: kept in step with the form and the preview, and a broken line located.
 */
const studio = studioOnCopy('studio-yaml-view-', { copyPublic: false });

test('the YAML view: a change there shows in the form and the preview; a broken line gets its located message in the margin and the form stays usable', async () => {
  const { context, page, errors } = await studio.tab(1440);
  // The first visit of a fresh dev server prepares its modules: seconds on a busy machine.
  await page.goto(`${studio.url()}_studio/edit?file=pages/industries/retail.yaml`, { timeout: 90_000 });
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
