import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { authorsSaveToMain, teamFolders, teamServerOn } from '../helpers/team-server.ts';

/** How long a screen may take to show what it loads, on two busy cores. */
const shown = { timeout: 15_000 };
const retail = 'pages/industries/retail.yaml';

let server: TeamServer;
let browser: Browser;

beforeAll(async () => {
  server = await teamServerOn(teamFolders(), { screensDir: inject('teamScreensDir') });
  // Authors save onto main here, as before drafts (tests/team/drafts.browser.test.ts walks through a draft).
  authorsSaveToMain(server);
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

/** A device signed in as a new person of this role, at desktop width. */
async function personContext(name: string, role: 'author' | 'publisher'): Promise<BrowserContext> {
  const person = { name, email: `${name.toLowerCase()}@example.com`, role };
  return (await signedInDevice(browser, server, person, { width: 1440, height: 900 })).context;
}

/** The preview frame, once it has drawn a page. */
async function previewFrame(page: Page): Promise<Frame> {
  const element = page.locator('iframe[title^="Preview"]');
  await element.waitFor(shown);
  const frame = await (await element.elementHandle()).contentFrame();
  if (!frame) throw new Error('The preview has no frame');
  await expect.poll(async () => frame.locator('h1').count(), shown).toBe(1);
  return frame;
}

async function openRetail(context: BrowserContext): Promise<{ page: Page; frame: Frame }> {
  const page = await context.newPage();
  await page.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}`);
  await page.getByRole('button', { name: /^1\. Hero/ }).click(shown);
  return { page, frame: await previewFrame(page) };
}

it('draws each person’s draft in a frame of the site’s production build, without asking the server, with the site’s header, footer, icons and pictures', async () => {
  const alice = await personContext('Alice', 'author');
  const pat = await personContext('Pat', 'publisher');
  const requests: string[] = [];
  const { page, frame } = await openRetail(alice);
  const other = await openRetail(pat);
  expect(frame.url()).toBe(`${server.url}/_preview/`);

  // The site's own frame: header, footer, the hero's picture at its size, the card grid's icons.
  expect(await frame.locator('header').count()).toBe(1);
  expect(await frame.locator('footer').count()).toBe(1);
  await expect.poll(async () => frame.locator('main svg.MuiSvgIcon-root').count(), shown).toBeGreaterThan(0);
  const picture = frame.locator('main img[src^="/images/"]').first();
  await expect.poll(async () => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), shown).toBe(true);

  if (process.env['PREVIEW_SHOT']) await page.screenshot({ path: process.env['PREVIEW_SHOT'] });
  // From here on, an edit reaches the frame with no request at all: the checks the studio makes are held back.
  page.on('request', (request) => requests.push(request.url()));
  await page.route('**/_studio/api/check', () => undefined);
  await page.locator('#field-sections-0-heading').fill('Every till in step');
  await expect.poll(async () => frame.locator('h1').textContent(), shown).toBe('Every till in step');
  expect(requests.filter((url) => !url.endsWith('/_studio/api/check'))).toEqual([]);

  // Each person sees their own draft only.
  expect(await other.frame.locator('h1').textContent()).not.toBe('Every till in step');

  // A draft the schema refuses keeps the last good one on the screen, with a note saying where.
  await page.locator('#field-sections-0-heading').fill('');
  const note = page.getByRole('status').filter({ hasText: 'The preview shows the last version it could draw' });
  await expect.poll(async () => note.textContent(), shown).toContain('Section 1 (hero) › heading needs a fix');
  expect(await frame.locator('h1').textContent()).toBe('Every till in step');
  await page.locator('#field-sections-0-heading').fill('Back in step');
  await expect.poll(async () => frame.locator('h1').textContent(), shown).toBe('Back in step');
  await expect.poll(async () => note.count(), shown).toBe(0);

  // A click on the page in the frame opens its field in the form.
  await frame.locator('h1').click();
  await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-0-heading');

  for (const context of [alice, pat]) await context.close();
}, 90_000);

it('keeps the frame behind sign-in', async () => {
  const answer = await fetch(`${server.url}/_preview/`);
  expect(answer.status).toBe(401);
  const module = await fetch(`${server.url}/_preview/modules/site-data.js`);
  expect(module.status).toBe(401);
});

it('never shows an empty page while the preview opens: the frame comes into sight with the page drawn', async () => {
  const context = await personContext('Vera', 'author');
  const page = await context.newPage();
  // Watches every frame of the opening: whenever the preview is in sight, its page must have its heading.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, 'previewSightings', seen);
    const look = () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview"]');
      if (frame && getComputedStyle(frame).visibility === 'visible') {
        const heading = frame.contentDocument?.querySelector('h1')?.textContent ?? '';
        seen.push(heading === '' ? 'empty' : 'drawn');
      }
      if (seen.length < 20) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}`);
  await previewFrame(page);
  const sightings = async () => z.array(z.string()).parse(await page.evaluate((): unknown => Reflect.get(window, 'previewSightings')));
  await expect.poll(async () => (await sightings()).length, shown).toBe(20);
  expect(await sightings()).not.toContain('empty');
  await context.close();
});

it('draws a translation with its language’s menus, footer and words, and a page of the site’s own language with its own', async () => {
  const context = await personContext('Rosa', 'author');
  const page = await context.newPage();
  await page.goto(`${server.url}/_studio/translations`);
  // Started from the studio, as an author does: the team's site has Spanish settings and no Spanish page yet.
  const made = await page.evaluate(async (file) => {
    const answer = await fetch('/_studio/api/translate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file, language: 'es' }),
    });
    return answer.status;
  }, retail);
  expect(made).toBe(200);
  await page.goto(`${server.url}/_studio/edit?file=${encodeURIComponent('pages/es/industries/retail.yaml')}`);
  const frame = await previewFrame(page);
  await expect.poll(async () => frame.locator('a[href="#main"]').first().textContent(), shown).toBe('Saltar al contenido');
  expect(await frame.locator('h1').textContent()).toContain('REPLACE: ');
  // Only the site's own language and the translations are served: no other module answers.
  expect((await page.request.get(`${server.url}/_preview/modules/site-data-fr.js`)).status()).toBe(404);

  const english = await openRetail(context);
  await expect.poll(async () => english.frame.locator('a[href="#main"]').first().textContent(), shown).toBe('Skip to content');
  await context.close();
});
