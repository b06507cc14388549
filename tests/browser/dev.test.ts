import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { z } from 'zod';
import { SectionSchema, sectionTypes } from '../../schema/sections/index.ts';
import { fieldRows } from '../../schema/content/json-schema-table.ts';
import { htmlFileFor } from '../../scripts/server/built-site.ts';
import { fixtureRoot } from '../helpers/fixture-site.ts';
import { keepOnLoopback } from '../../scripts/browser/chromium.ts';
import { devServerConfig } from '../helpers/dev-server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

let browser: Browser;
let server: ViteDevServer;
let url: string;
const pagesDir = join(fixtureRoot(), 'pages');
const retailFile = join(pagesDir, 'industries', 'retail.yaml');

beforeAll(async () => {
  server = await createServer(devServerConfig({ pagesDir }));
  await server.listen();
  url = server.resolvedUrls?.local[0] ?? '';
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

const heading = (page: Page) => page.locator('h1').textContent();
/** Set on the open document: it survives re-renders and disappears with a reload. */
const marker = (page: Page) => page.evaluate((): unknown => Reflect.get(window, '__marker'));
/** What the dev server renders for a fresh visit. */
const serverHtml = async (path: string) => (await fetch(`${url}${path}`, { headers: { accept: 'text/html' } })).text();

test('live preview: a saved edit re-renders the open page without a reload; a bad save shows the located error over the last good page; the fix clears it', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}retail`);
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await heading(page)).toBe('Retail runs on Fixturely');
  await page.evaluate(() => Reflect.set(window, '__marker', 1));
  const original = readFileSync(retailFile, 'utf8');

  const saved = performance.now();
  writeFileSync(retailFile, original.replace('heading: Retail runs on {brand}', 'heading: Retail grows with {brand}'));
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Retail grows with Fixturely', undefined, {
    polling: 'raf',
    timeout: 15_000,
  });
  console.log(`live preview: the edit showed ${Math.round(performance.now() - saved)} ms after the save`);
  expect(await marker(page)).toBe(1);
  expect(await serverHtml('retail')).toContain('Retail grows with Fixturely');

  writeFileSync(retailFile, original.replace('type: card-grid', 'type: card-gird'));
  const overlay = page.locator('vite-error-overlay');
  await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
  const message = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
  expect(message).toContain('pages/industries/retail.yaml:9:11  sections[1].type');
  expect(message).not.toContain('goes to no page');
  expect(message).toContain('unknown section type "card-gird" — did you mean "card-grid"?');
  expect(await heading(page)).toBe('Retail grows with Fixturely');
  expect(await marker(page)).toBe(1);

  writeFileSync(retailFile, original);
  await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Retail runs on Fixturely');
  expect(await overlay.count()).toBe(0);
  expect(await marker(page)).toBe(1);
  expect(await serverHtml('retail')).toContain('Retail runs on Fixturely');

  // A fix that restores the last good file exactly changes no page, and still clears the overlay.
  writeFileSync(retailFile, original.replace('columns: 2', 'columns: two'));
  await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
  writeFileSync(retailFile, original);
  await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(0);
  expect(await heading(page)).toBe('Retail runs on Fixturely');
  expect(await marker(page)).toBe(1);
  await context.close();
}, 60_000);

test('a second save soon after the first is not lost: the page shows the file as last saved', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}retail`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const original = readFileSync(retailFile, 'utf8');
  try {
    // The file watcher passes on one change of a file in 50 ms; an editor saving twice, or
    // emptying a file before writing it, makes changes closer together than that.
    writeFileSync(retailFile, original.replace('heading: Retail runs on {brand}', 'heading: Retail grows with {brand}'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    writeFileSync(retailFile, original.replace('heading: Retail runs on {brand}', 'heading: Retail thrives with {brand}'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Retail thrives with Fixturely', undefined, {
      polling: 'raf',
      timeout: 15_000,
    });
    expect(await serverHtml('retail')).toContain('Retail thrives with Fixturely');
  } finally {
    writeFileSync(retailFile, original);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Retail runs on Fixturely');
    await context.close();
  }
}, 60_000);

test('in the studio’s frame, a draft that does not load is said to the studio, and the page stays', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}retail`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // This page stands in for the studio: the frame listens to its parent only, on the same origin.
  await page.evaluate(() => {
    const heard: unknown[] = [];
    Reflect.set(window, '__heard', heard);
    window.addEventListener('message', (event) => heard.push(event.data));
    const frame = document.createElement('iframe');
    frame.src = '/retail';
    frame.title = 'Preview';
    document.body.append(frame);
  });
  const heard = () => page.evaluate((): unknown => Reflect.get(window, '__heard'));
  await expect.poll(heard, { timeout: 15_000 }).toContainEqual({ type: 'studio:ready', path: '/retail' });

  const sendDraft = (module: string, seq: number) =>
    page.evaluate((draft) => document.querySelector('iframe')?.contentWindow?.postMessage(draft, window.location.origin), {
      type: 'studio:draft',
      routeId: 'retail',
      url: '/retail',
      module,
      seq,
    });
  const couldNot = (why: string) => `The preview could not load this version of the page (${why}). Your next edit tries again.`;
  // A module the dev server does not have, then a draft it no longer keeps.
  await sendDraft('/_draft-that-is-not-there.js', 1);
  await expect.poll(heard, { timeout: 15_000 }).toContainEqual({
    type: 'studio:note',
    seq: 1,
    note: couldNot(`Failed to fetch dynamically imported module: ${url}_draft-that-is-not-there.js?import`),
  });
  await sendDraft('/@id/__x00__virtual:studio-draft/0', 2);
  await expect
    .poll(heard, { timeout: 15_000 })
    .toContainEqual({ type: 'studio:note', seq: 2, note: couldNot('the dev server no longer keeps it') });
  expect(await page.frameLocator('iframe[title="Preview"]').locator('h1').textContent()).toBe('Retail runs on Fixturely');
  await context.close();
}, 60_000);

test('in the studio’s frame, a draft that comes while the page’s own chunk still loads is the one the frame keeps', async () => {
  const context = await browser.newContext();
  // The page's chunk comes two seconds late, as from a busy dev server compiling it for the first time.
  await context.route(/virtual:page\/industries\/retail$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  const text = readFileSync(retailFile, 'utf8').replace('heading: Retail runs on {brand}', 'heading: Retail drafted with {brand}');
  // This page stands in for the studio: it asks the studio's API for the draft's chunk, then sends it the moment the frame listens.
  const drawn = await page.evaluate(async (draftText) => {
    const answer: unknown = await (
      await fetch('/_studio/api/check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: 'pages/industries/retail.yaml', text: draftText, preview: true }),
      })
    ).json();
    const preview: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'preview') : undefined;
    const frame = document.createElement('iframe');
    const rendered = new Promise<unknown>((resolve) => {
      window.addEventListener('message', (event: MessageEvent<unknown>) => {
        const type: unknown = typeof event.data === 'object' && event.data !== null ? Reflect.get(event.data, 'type') : undefined;
        if (type === 'studio:ready' && typeof preview === 'object')
          frame.contentWindow?.postMessage({ type: 'studio:draft', ...preview, seq: 1 }, window.location.origin);
        if (type === 'studio:rendered') resolve(event.data);
      });
    });
    frame.src = '/retail';
    frame.title = 'Preview';
    document.body.append(frame);
    return rendered;
  }, text);
  expect(drawn).toEqual({ type: 'studio:rendered', seq: 1 });
  const frame = page.frameLocator('iframe[title="Preview"]');
  // Once the page's own chunk is in and the page hydrated, the draft is still what it shows.
  await frame.locator('html[data-hydrated="true"]').waitFor({ timeout: 15_000 });
  expect(await frame.locator('h1').textContent()).toBe('Retail drafted with Fixturely');
  await context.close();
}, 60_000);

test('the section catalogue (dev server only) renders every section type with its field table, without console errors', async () => {
  const context = await browser.newContext();
  // Nothing leaves the machine: the enquiry form's third-party frame gets an empty local answer.
  await keepOnLoopback(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const response = await page.goto(`${url}_catalogue`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]');

  const types = await page.locator('h2[data-catalogue-type]').evaluateAll((elements) => elements.map((element) => element.textContent));
  expect(types).toEqual([...sectionTypes]);
  for (const option of SectionSchema.options) {
    const type = option.shape.type.value;
    const rows = fieldRows(z.toJSONSchema(option, { io: 'input', unrepresentable: 'any' }));
    const table = page.getByRole('table', { name: `Fields of the ${type} section` });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(rows.length);
    expect(await table.locator('tbody tr').first().textContent()).toContain(rows[0]?.description ?? '');
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

test('the production build has no catalogue: no route, no page, no sitemap entry, no code', () => {
  const distDir = inject('distDir');
  expect(readFileSync(join(distDir, 'routes.json'), 'utf8')).not.toContain('_catalogue');
  expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).not.toContain('_catalogue');
  expect(existsSync(join(distDir, htmlFileFor('/_catalogue')))).toBe(false);
  const scripts = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(join(distDir, 'assets', name), 'utf8');
    expect(code, name).not.toContain('_catalogue');
    expect(code, name).not.toContain('site-pages:update');
  }
});
