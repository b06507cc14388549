import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildSite } from '../../scripts/build/build.ts';
import { serveSite } from '../../scripts/server/serve.ts';
import type { RoutesFile } from '../../scripts/server/built-site.ts';
import { fixtureRoot, projectRoot, validationReport } from '../helpers/fixture-site.ts';
import { keepOnLoopback, launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const routes: RoutesFile = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8'));
const hostile = (file: string) => readFileSync(join(projectRoot, 'tests', 'fixtures', 'hostile', file));

/**
 * Reports every CSP violation to the test. The listener is injected by the browser driver before
 * any page script, so it is not an inline script and the page's own policy does not apply to it.
 */
const listener = `document.addEventListener('securitypolicyviolation', (event) => {
  window.reportViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + location.pathname);
});`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A context that reports violations and lets nothing leave the machine. */
async function openContext(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript({ content: listener });
  // The enquiry form's frame and any other third-party address are refused here, not fetched.
  await keepOnLoopback(context, 'abort');
  return context;
}

/** A page of the context with its own record of violations (also those Chromium logs) and dialogs. */
async function openPage(context: BrowserContext): Promise<{ page: Page; violations: string[]; dialogs: string[] }> {
  const page = await context.newPage();
  const violations: string[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, violations, dialogs };
}

/**
 * Waits until no request has been under way for half a second. Playwright's own `networkidle`
 * never comes once the refused enquiry frame is on the page, so requests are counted here.
 */
async function quiet(page: Page): Promise<void> {
  const pending = new Set<Request>();
  let changed = Date.now();
  const start = (request: Request) => {
    pending.add(request);
    changed = Date.now();
  };
  const end = (request: Request) => {
    if (pending.delete(request)) changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    while (pending.size > 0 || Date.now() - changed < 500) await page.waitForTimeout(100);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
  // Below-the-fold pictures and the enquiry frame are lazy: bring them into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await quiet(page);
}

describe.each([1440, 390])('under the site policy at %i px', (width) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await openContext(width);
  });
  afterAll(async () => {
    await context.close();
  });

  // A few pages at a time: each waits mostly on its own requests.
  test.concurrent.for(routes.pages)('%s loads with no violation', async (path, { expect: check }) => {
    const { page, violations } = await openPage(context);
    const response = await page.goto(`${baseUrl}${path}`);
    check(response?.status()).toBe(200);
    await settle(page);
    check(violations).toEqual([]);
    await page.close();
  });

  test('a client-side navigation to the contact page, with its enquiry frame, has no violation', async () => {
    const { page, violations } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await settle(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('main a[href="/erp"]:visible').first().click();
    await page.waitForURL(`${baseUrl}/erp`);
    await page.locator('a[href="/contact-us"]:visible').first().click();
    await page.waitForURL(`${baseUrl}/contact-us`);
    await page.waitForSelector('iframe[sandbox]', { state: 'attached' });
    await settle(page);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(violations).toEqual([]);
    await page.close();
  });

  test('the privacy dialog opens with no violation', async () => {
    const { page, violations } = await openPage(context);
    await page.goto(`${baseUrl}/pricing`);
    await settle(page);
    await page.locator('footer').getByRole('button', { name: 'Privacy Policy' }).or(page.locator('footer').getByRole('link', { name: 'Privacy Policy' })).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Information We Collect' }).waitFor();
    await quiet(page);
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('at 390 px', () => {
  test('the mobile menu opens with no violation', async () => {
    const context = await openContext(390);
    const { page, violations } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The drawer may show its loading skeleton first; wait for a real link.
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    await quiet(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});

test('the recorder does see a violation when one happens', async () => {
  const context = await openContext(1440);
  const { page, violations } = await openPage(context);
  await page.goto(`${baseUrl}/pricing`);
  await settle(page);
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = 'https://images.example/picture.png';
    document.body.append(picture);
  });
  await expect.poll(() => violations.some((violation) => violation.startsWith('img-src blocked https://images.example/picture.png'))).toBe(true);
  await context.close();
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
    expect(report).toMatch(/^pages\/hostile-link\.yaml:9:53 {2}sections\[0\]\.actions\[0\]\.href: "javascript:alert\(1\)" is not an allowed link/);
  });

  describe('markup in text is shown as text', () => {
    const root = fixtureRoot({ 'hostile.yaml': hostile('hostile-text.yaml') });
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-hostile-')), 'dist');
    let server: Server;
    let url: string;
    let html: string;
    beforeAll(async () => {
      expect(validationReport(root)).toBe('');
      await buildSite({ root: projectRoot, pagesDir: join(root, 'pages'), outDir, quiet: true });
      html = readFileSync(join(outDir, 'hostile', 'index.html'), 'utf8');
      server = await serveSite({ dist: outDir, host: '127.0.0.1', port: 0 });
      const address = server.address();
      url = `http://127.0.0.1:${address !== null && typeof address === 'object' ? address.port : 0}`;
    }, 120_000);
    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
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
      for (const script of document.querySelectorAll('script')) {
        expect(script.textContent ?? '').not.toContain('alert(1)</script');
        if (script.type !== 'application/ld+json') expect(script.textContent).toBe('');
      }
      expect(document.querySelectorAll('a[href^="javascript:" i]')).toHaveLength(0);
      const text = document.body.textContent ?? '';
      for (const payload of payloads) expect(text).toContain(payload);
    });

    test('the JSON-LD keeps the text as data', () => {
      const document = new JSDOM(html).window.document;
      const data: unknown[] = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
      const answer = { '@type': 'Answer', text: '</script><script>alert(1)</script> <img src=x onerror=alert(1)> javascript:alert(1)' };
      expect(data).toContainEqual(expect.objectContaining({ '@type': 'FAQPage', mainEntity: [expect.objectContaining({ acceptedAnswer: answer })] }));
    });

    test('in Chromium, nothing runs and nothing is blocked', async () => {
      const context = await openContext(1440);
      const { page, violations, dialogs } = await openPage(context);
      await page.goto(`${url}/hostile`);
      await settle(page);
      // Every FAQ answer opened, so nothing stays hidden from the check.
      for (const question of await page.locator('main button[aria-controls]').all()) await question.click();
      await page.goto(`${url}/`);
      await settle(page);
      await page.locator('a[href="/hostile"]:visible').first().click();
      await page.waitForURL(`${url}/hostile`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('<script>alert(1)</script>');
      await quiet(page);
      expect(dialogs).toEqual([]);
      expect(violations).toEqual([]);
      await context.close();
    });
  });
});
