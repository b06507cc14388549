import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildSite } from '../../scripts/build/build.ts';
import { serveDist, type ServedSite } from '../../scripts/server/serve-dist.ts';
import { readRoutesFile } from '../../scripts/server/built-site.ts';
import { fixtureRoot, projectRoot, validationReport } from '../helpers/fixture-site.ts';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { quiet, recordContext, recordPage } from './recorders.ts';
import { allowedScriptHashes, hashOf, inlineCode } from '../helpers/inline-scripts.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

/**
 * The site's Content-Security-Policy around what the sweep (sweep.test.ts) does not visit: the
 * enquiry frame's attributes, and hostile text, which must stay inert text everywhere.
 */
const distDir = inject('distDir');
const routes = readRoutesFile(distDir);
const hostile = (file: string) => readFileSync(join(projectRoot, 'tests', 'fixtures', 'hostile', file));

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('the enquiry frame on the contact page', () => {
  const frame = new JSDOM(readFileSync(join(distDir, 'contact-us', 'index.html'), 'utf8')).window.document.querySelector('iframe');

  test('is sandboxed to what a form needs, and can never navigate the page', () => {
    const tokens = (frame?.getAttribute('sandbox') ?? '').split(/\s+/).sort();
    expect(tokens).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(tokens.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
  });

  test('is lazy, titled, sends only our origin as referrer, and loads from the origin the policy allows', () => {
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('title')?.trim()).not.toBe('');
    expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    const origin = new URL(frame?.getAttribute('src') ?? '').origin;
    expect(routes.headers['Content-Security-Policy']).toContain(`frame-src ${origin};`);
  });
});

describe('hostile content is inert', () => {
  const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];

  test('a javascript: link is refused by the validator, at its line and column', () => {
    const report = validationReport(fixtureRoot({ 'hostile-link.yaml': hostile('javascript-link.yaml') }));
    expect(report).toMatch(
      /^pages\/hostile-link\.yaml:9:53 {2}sections\[0\]\.actions\[0\]\.href: "javascript:alert\(1\)" is not an allowed link/,
    );
  });

  describe('markup in text is shown as text', () => {
    const root = fixtureRoot({ 'hostile.yaml': hostile('hostile-text.yaml') });
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-hostile-')), 'dist');
    let server: ServedSite;
    let url: string;
    let html: string;
    beforeAll(async () => {
      expect(validationReport(root)).toBe('');
      await buildSite({ root: projectRoot, pagesDir: join(root, 'pages'), outDir, quiet: true });
      html = readFileSync(join(outDir, 'hostile', 'index.html'), 'utf8');
      server = await serveDist(outDir);
      url = server.url;
    }, 120_000);
    afterAll(async () => {
      await server.close();
      rmSync(join(outDir, '..'), { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
    });

    test('the HTML holds the escaped text and no injected element', () => {
      const document = new JSDOM(html).window.document;
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(document.querySelector('h1')?.textContent).toBe('<script>alert(1)</script>');
      expect(document.title).toBe('<script>alert(1)</script> Hostile | Fixturely');
      expect(document.querySelectorAll('img[src="x"], [onerror]')).toHaveLength(0);
      for (const script of document.querySelectorAll('script')) expect(script.textContent).not.toContain('alert(1)</script');
      // The only code in the page is the build's boot script, which the policy allows by its hash.
      expect(inlineCode(outDir, join('hostile', 'index.html')).map(hashOf)).toEqual(allowedScriptHashes(outDir));
      expect(document.querySelectorAll('a[href^="javascript:" i]')).toHaveLength(0);
      const text = document.body.textContent;
      for (const payload of payloads) expect(text).toContain(payload);
    });

    test('the JSON-LD keeps the text as data', () => {
      const document = new JSDOM(html).window.document;
      const data: unknown[] = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown =>
        JSON.parse(script.textContent),
      );
      const answer = { '@type': 'Answer', text: '</script><script>alert(1)</script> <img src=x onerror=alert(1)> javascript:alert(1)' };
      expect(data).toContainEqual(
        expect.objectContaining({ '@type': 'FAQPage', mainEntity: [expect.objectContaining({ acceptedAnswer: answer })] }),
      );
    });

    test('in Chromium, nothing runs and nothing is blocked', async () => {
      // The enquiry form's frame and any other third-party address fail at once, not fetched.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...loopbackOnly });
      await recordContext(context);
      const page = await context.newPage();
      const record = recordPage(page);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const settle = async () => {
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await quiet(page, record, 300);
      };
      await page.goto(`${url}/hostile`);
      await settle();
      // Every FAQ answer opened, so nothing stays hidden from the check.
      for (const question of await page.locator('main button[aria-controls]').all()) await question.click();
      await page.goto(`${url}/`);
      await settle();
      await page.locator('a[href="/hostile"]:visible').first().click();
      await page.waitForURL(`${url}/hostile`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('<script>alert(1)</script>');
      await quiet(page, record, 300);
      expect(dialogs).toEqual([]);
      expect(record.violations).toEqual([]);
      await context.close();
    });
  });
});
