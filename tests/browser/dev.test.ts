import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';
import { launchChromium } from './chromium.ts';

let browser: Browser;
let server: ViteDevServer;
let url: string;
const pagesDir = join(fixtureRoot(), 'pages');
const retailFile = join(pagesDir, 'industries', 'retail.yaml');

beforeAll(async () => {
  process.env['SITE_PAGES_DIR'] = pagesDir;
  server = await createServer({ root: projectRoot, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  url = server.resolvedUrls?.local[0] ?? '';
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
  delete process.env['SITE_PAGES_DIR'];
});

test('dev server: a saved edit shows on the open page; a bad save shows the located error and the server keeps running', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}retail`);
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await page.locator('h1').textContent()).toBe('Retail runs on Fixturely');

  const original = readFileSync(retailFile, 'utf8');
  writeFileSync(retailFile, original.replace('heading: Retail runs on {brand}', 'heading: Retail grows with {brand}'));
  await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Retail grows with Fixturely');

  writeFileSync(retailFile, original.replace('type: card-grid', 'type: card-gird'));
  const overlay = page.locator('vite-error-overlay');
  await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
  const message = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
  expect(message).toContain('pages/industries/retail.yaml:9:11  sections[1].type');
  expect(message).not.toContain('goes to no page');
  expect(message).toContain('unknown section type "card-gird" — did you mean "card-grid"?');
  expect(await page.locator('h1').textContent()).toBe('Retail grows with Fixturely');

  writeFileSync(retailFile, original);
  await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Retail runs on Fixturely');
  expect(await overlay.count()).toBe(0);
  await context.close();
}, 60_000);
