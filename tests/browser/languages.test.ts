/**
 * A language is added the way an industry is: one entry in site.yaml and its files. The fixture
 * site gets two more languages in a scratch copy, Spanish (home page only) and a right-to-left
 * one that the real site does not ship (home and contact), and is built and served: each language
 * answers under its code, in its direction, with its menus, words, not-found page and route
 * table; a page not translated stays out of that language's menus, sitemap and language links,
 * and no link of a language leads to a 404.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { buildSite } from '../../scripts/build/build.ts';
import { readRoutesFile } from '../../scripts/server/built-site.ts';
import { serveDist, type ServedSite } from '../../scripts/server/serve-dist.ts';
import { fixtureHomeInSpanish, fixtureRoot, fixtureSite, projectRoot, siteTranslation } from '../helpers/fixture-site.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { axeViolations, describeViolations } from './axe.ts';

const site = readFileSync(join(fixtureSite, 'site.yaml'), 'utf8').replace(
  'baseUrl: https://www.fixturely.example\n',
  [
    'baseUrl: https://www.fixturely.example',
    'lang: en',
    'languages:',
    '  - { code: en, name: English }',
    '  - { code: es, name: Español }',
    '  - { code: ar, name: العربية, dir: rtl }',
    '',
  ].join('\n'),
);

const arabicHome = `path: /
title: الصفحة الرئيسية لموقع Fixturely
description: الصفحة الرئيسية لموقع الاختبار، مع واجهة قصيرة وبعض الأسئلة الشائعة التي تستخدمها الاختبارات.
sections:
  - type: hero
    heading: أدر عملك مع {brand}
    actions: [{ label: المزيد, href: /erp }]
  - type: accordion
    heading: أسئلة
    items:
      - { question: ما هذا؟, answer: موقع للاختبارات. }
      - { question: من يستخدمه؟, answer: الاختبارات فقط. }
`;

const arabicContact = `path: /contact
aliases: [/Contact-us]
title: تواصل مع Fixturely
description: كيف تتواصل مع شركة الاختبار بالبريد أو بالهاتف أو من خلال نموذج الاستفسار.
sections:
  - type: hero
    heading: تواصل معنا
  - type: contact-block
    heading: اكتب إلينا أو اتصل بنا
    emailLabel: راسلنا
    phoneLabel: اتصل بنا
`;

const root = fixtureRoot({
  'site.yaml': site,
  'es/site.yaml': siteTranslation(site, 'es'),
  'es/home.yaml': fixtureHomeInSpanish,
  'ar/site.yaml': siteTranslation(site, 'ar'),
  'ar/home.yaml': arabicHome,
  'ar/contact.yaml': arabicContact,
});
const dist = join(root, 'dist');

// The build and a page's first visit on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

let served: ServedSite | undefined;
let browser: Browser | undefined;
beforeAll(async () => {
  await buildSite({ root: projectRoot, pagesDir: join(root, 'pages'), outDir: dist, quiet: true });
  served = await serveDist(dist);
  browser = await sharedChromium();
});
/** The scratch site's address, once it is served. */
function siteUrl(): string {
  if (served === undefined) throw new Error('The scratch site is not served: its build failed.');
  return served.url;
}

afterAll(async () => {
  await served?.close();
  await browser?.close();
  rmSync(root, { recursive: true, force: true });
});

const html = (path: string) => readFileSync(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
const attribute = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
const alternatesIn = (text: string) =>
  [...text.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]);
const base = 'https://www.fixturely.example';

describe('a third language is one entry in site.yaml and its files', () => {
  test('each language answers under its code, in its own direction, with the pages it translates and no other', () => {
    const { pages } = readRoutesFile(dist);
    expect(pages.filter((path) => /^\/(es|ar)(\/|$)/.test(path)).sort()).toEqual(['/ar', '/ar/contact', '/es']);
    for (const [path, lang, dir] of [
      ['/', 'en', 'ltr'],
      ['/es', 'es', 'ltr'],
      ['/ar', 'ar', 'rtl'],
      ['/ar/contact', 'ar', 'rtl'],
    ] as const) {
      const page = html(path);
      expect([attribute(page, /<html lang="([^"]+)"/), attribute(page, /<html lang="[^"]+" dir="([^"]+)"/)], path).toEqual([lang, dir]);
    }
    // The words of each language's frame come from its site.yaml.
    expect(html('/ar')).toContain('>Skip to content (ar)</a>');
    expect(html('/es')).toContain('>Skip to content (es)</a>');
  });

  test('links lead to the page in their language where it is translated, else to the page itself: none to a 404', () => {
    const pages = new Set(readRoutesFile(dist).pages);
    for (const path of ['/es', '/ar', '/ar/contact']) {
      const links = [...html(path).matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((match) => match[1] ?? '');
      expect(
        links.filter((link) => !pages.has(link)),
        path,
      ).toEqual([]);
    }
    // The header's button leads to the contact page: Arabic has one, Spanish not yet.
    expect(html('/ar')).toContain('href="/ar/contact"');
    expect(html('/es')).not.toContain('/es/contact');
    expect(html('/es')).toContain('href="/contact"');
  });

  test('hreflang, x-default and the sitemap list each page in the languages it is written in, and no other', () => {
    expect(alternatesIn(html('/'))).toEqual([
      ['en', `${base}/`],
      ['es', `${base}/es`],
      ['ar', `${base}/ar`],
      ['x-default', `${base}/`],
    ]);
    expect(alternatesIn(html('/contact'))).toEqual([
      ['en', `${base}/contact`],
      ['ar', `${base}/ar/contact`],
      ['x-default', `${base}/contact`],
    ]);
    // A page in one language links no other.
    expect(alternatesIn(html('/erp'))).toEqual([]);
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    for (const url of ['/es', '/ar', '/ar/contact']) expect(sitemap).toContain(`<loc>${base}${url}</loc>`);
    expect(sitemap).not.toContain(`${base}/es/contact`);
  });

  test('each language has its own route table and not-found page, in its language', async () => {
    expect(readFileSync(join(dist, 'es', 'page-routes.js'), 'utf8')).toContain('"/es"');
    expect(readFileSync(join(dist, 'es', 'page-routes.js'), 'utf8')).not.toContain('"/ar');
    expect(readFileSync(join(dist, 'page-routes.js'), 'utf8')).not.toContain('"/es');
    expect(existsSync(join(dist, 'ar', '404.html'))).toBe(true);
    const answer = await fetch(`${siteUrl()}/ar/no-such-page`);
    expect(answer.status).toBe(404);
    const text = await answer.text();
    expect([attribute(text, /<html lang="([^"]+)"/), attribute(text, /dir="([^"]+)"/)]).toEqual(['ar', 'rtl']);
    expect(text).toContain('Page not found (ar)');
  });
});

/** A page in a new tab, hydrated, with the errors it throws from its first script on. */
async function open(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  if (browser === undefined) throw new Error('No browser: the setup failed.');
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${siteUrl()}${path}`);
  await page.locator('[data-hydrated]').first().waitFor({ state: 'attached', timeout: 30_000 });
  return { page, errors };
}

describe.each([1440, 390])('the right-to-left language at %i px', (width) => {
  test('the page is mirrored (the logo at the right, the text from the right), hydrates without an error, and axe finds nothing', async () => {
    const { page, errors } = await open('/ar', width);
    const logo = await page.locator('header a img').boundingBox();
    expect(logo && logo.x + logo.width / 2).toBeGreaterThan(width / 2);
    const heading = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).direction);
    expect(heading).toBe('rtl');
    expect(errors).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

test('the language switcher leads to the same page in each language it is written in, as a whole page in that language', async () => {
  const { page, errors } = await open('/ar/contact', 1440);
  const switcher = page.getByRole('navigation', { name: 'Languages (ar)' });
  expect(
    await switcher.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
  ).toEqual([['English', '/contact']]);
  await switcher.getByRole('link', { name: 'English' }).click();
  await page.waitForURL(`${siteUrl()}/contact`);
  await page.locator('html[lang="en"][dir="ltr"]').waitFor({ state: 'attached' });
  expect(await page.getByRole('navigation', { name: 'Languages' }).getByRole('link').allTextContents()).toEqual(['العربية']);
  expect(errors).toEqual([]);
  await page.context().close();
});
