import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, loopbackOnly } from '../../scripts/bench/chromium.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

/**
 * The page studio as an author uses it every day, with the mouse and keyboard only, on a copy of
 * the whole project (uploads write into its public/): the YAML view kept in step with the form
 * and the preview, and a new page made, filled, pictured, linked and saved without a text editor.
 */
const scratch = mkdtempSync(join(tmpdir(), 'studio-everyday-'));
let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  for (const folder of ['schema', 'src', 'scripts', 'studio', 'pages', 'public']) cpSync(join(projectRoot, folder), join(scratch, folder), { recursive: true });
  for (const file of ['vite.config.ts', 'package.json', 'tsconfig.json', 'index.html']) if (existsSync(join(projectRoot, file))) cpSync(join(projectRoot, file), join(scratch, file));
  symlinkSync(join(projectRoot, 'node_modules'), join(scratch, 'node_modules'));
  server = await createServer({
    root: scratch,
    configFile: join(scratch, 'vite.config.ts'),
    // Its own dependency cache: the real project's dev servers may run beside it.
    cacheDir: join(scratch, '.vite'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  url = server.resolvedUrls?.local[0] ?? '';
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function studioPage(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page, errors };
}

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

test('the YAML view: a change there shows in the form and the preview; a broken line gets its located message in the margin and the form stays usable', async () => {
  const { context, page, errors } = await studioPage(1440);
  await page.goto(`${url}_studio/edit?file=pages/industries/retail.yaml`);
  await expect.poll(() => preview(page).locator('h1').textContent(), { timeout: 30_000 }).toBe('Every store, every sale, one system');

  await page.getByRole('tab', { name: 'YAML' }).click();
  const source = page.getByRole('textbox', { name: 'YAML of pages/industries/retail.yaml' });
  await source.waitFor();
  // Into the heading's line: find it, select the words, type new ones.
  await page.locator('.cm-line', { hasText: 'heading: Every store, every sale, one system' }).click();
  await page.keyboard.press('End');
  for (let index = 0; index < 'Every store, every sale, one system'.length; index += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type('One system for every shop');
  await expect.poll(() => preview(page).locator('h1').textContent(), { timeout: 10_000 }).toBe('One system for every shop');
  await page.getByRole('tab', { name: 'Form' }).click();
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  expect(await page.locator('#field-sections-0-heading').inputValue()).toBe('One system for every shop');

  // A line YAML cannot read: its place and the loader's words in the margin, the form on the last good version.
  await page.getByRole('tab', { name: 'YAML' }).click();
  await page.locator('.cm-line', { hasText: 'heading: One system for every shop' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('just some words');
  await expect.poll(() => page.getByRole('status').filter({ hasText: /^Line \d+, column \d+: the YAML is broken here/ }).count(), { timeout: 10_000 }).toBe(1);
  // The loader's own words (as npm run validate prints them), on the line it names.
  const line = (await page.locator('.cm-line').allTextContents()).findIndex((text) => text.trim() === 'just some words') + 1;
  const marker = page.locator('.cm-gutter-lint .cm-gutterElement').filter({ has: page.locator('.cm-lint-marker-error') });
  await expect.poll(() => marker.count(), { timeout: 10_000 }).toBe(1);
  const markerLine = await page.locator('.cm-lineNumbers .cm-gutterElement').filter({ hasText: new RegExp(`^${line}$`) }).boundingBox();
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
