import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { RoutesFile } from '../../scripts/server/built-site.ts';
import { keepOnLoopback, launchChromium } from './chromium.ts';

/**
 * The deterministic budgets of the site, in bytes (1 KB = 1,024 bytes). Sizes are gzip at the
 * level the build precompresses with, so they are what a visitor downloads.
 */
const KB = 1024;
const budget = { firstLoadJs: 150 * KB, lazyChunk: 30 * KB, criticalCss: 20 * KB, fonts: 100 * KB, image: 100 * KB };

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const routes: RoutesFile = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8'));

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const scripts = filesUnder(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
const entry = scripts.find((file) => /[\\/]entry-client-[\w-]+\.js$/.test(file));

/** The entry chunk and everything it imports statically: code every page runs. */
function initialChunks(): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      if (match[1]) visit(join(distDir, 'assets', match[1]));
    }
  };
  if (entry) visit(entry);
  return found;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

test('first-load JavaScript on every route stays within 150 KB gzip, as Chromium loads it before idle', { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await keepOnLoopback(context, 'abort');
  const rows: { path: string; files: number; bytes: number }[] = [];
  for (const path of routes.pages) {
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.hostname === '127.0.0.1' && url.pathname.endsWith('.js')) loaded.add(url.pathname);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const bytes = [...loaded].reduce((sum, file) => sum + gzipped(join(distDir, file)), 0);
    rows.push({ path, files: loaded.size, bytes });
    await page.close();
  }
  await context.close();
  console.log(['first-load JavaScript per route (gzip):', ...rows.map((row) => `  ${row.path.padEnd(32)} ${String(row.files).padStart(3)} files  ${kb(row.bytes).padStart(9)}`)].join('\n'));
  const over = rows.filter((row) => row.bytes > budget.firstLoadJs).map((row) => `${row.path}: ${kb(row.bytes)}`);
  expect(over, `routes over ${kb(budget.firstLoadJs)}`).toEqual([]);
  expect(rows.every((row) => row.files > 1)).toBe(true);
});

test('each lazily loaded chunk is at most 30 KB gzip', () => {
  const initial = initialChunks();
  expect(entry, 'the client entry chunk').toBeDefined();
  const lazy = scripts.filter((file) => !initial.has(file)).map((file) => ({ file: relative(distDir, file), bytes: gzipped(file) }));
  const largest = [...lazy].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log(`lazy chunks: ${lazy.length}; largest: ${largest.map((chunk) => `${chunk.file} ${kb(chunk.bytes)}`).join(', ')}`);
  expect(lazy.length).toBeGreaterThan(routes.pages.length);
  expect(lazy.filter((chunk) => chunk.bytes > budget.lazyChunk)).toEqual([]);
});

test('critical CSS in each page is at most 20 KB', () => {
  const sizes = routes.pages.map((path) => {
    const html = readFileSync(join(distDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
    return { path, css };
  });
  const largest = sizes.reduce((top, row) => (row.css > top.css ? row : top));
  console.log(`critical CSS: largest ${largest.path} ${kb(largest.css)} (uncompressed)`);
  expect(sizes.every((row) => row.css > 0)).toBe(true);
  expect(sizes.filter((row) => row.css > budget.criticalCss)).toEqual([]);
});

test('fonts total at most 100 KB and no image is over 100 KB', () => {
  const files = filesUnder(distDir);
  const fonts = files.filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file)).reduce((sum, file) => sum + statSync(file).size, 0);
  const images = files.filter((file) => /\.(png|jpe?g|webp|avif|gif|svg)$/.test(file)).map((file) => ({ file: relative(distDir, file), bytes: statSync(file).size }));
  console.log(`fonts: ${kb(fonts)} in all (the system font stack); images: ${images.length}, largest ${kb(Math.max(...images.map((image) => image.bytes)))}`);
  expect(fonts).toBeLessThanOrEqual(budget.fonts);
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((image) => image.bytes > budget.image)).toEqual([]);
});
