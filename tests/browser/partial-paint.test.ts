/**
 * A page that arrives slowly is not drawn half-made: the browser paints nothing until the header
 * is whole (the head's `<link rel="expect" href="#main" blocking="render">`), so the header's links
 * do not move when its last part arrives. The page is sent in two parts here, the first ending in
 * the middle of the header, with a pause between, as a slow line or a busy phone delivers it.
 */
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { describeShifts, layoutShifts, recordContext } from './recorders.ts';

const baseUrl = inject('baseUrl');
/** Where the first part ends: after the header's last menu link, before its call to action and the rest. */
const cutAfter = '>Our Technologies</a>';
let browser: Browser;
let server: Server;
let slowUrl: string;

beforeAll(async () => {
  browser = await sharedChromium();
  // The page's HTML in two parts; everything else as the site serves it.
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    void fetch(`${baseUrl}${path}`).then(async (answer) => {
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' });
      const text = body.toString('utf8');
      const cut = type.startsWith('text/html') ? text.indexOf(cutAfter) : -1;
      if (cut === -1) {
        response.end(body);
        return;
      }
      const first = Buffer.from(text.slice(0, cut + cutAfter.length));
      response.write(first);
      setTimeout(() => response.end(body.subarray(first.byteLength)), 700);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The slow server has no port.');
  slowUrl = `http://127.0.0.1:${String(address.port)}`;
});

afterAll(async () => {
  await browser.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a page whose header arrives in two parts is painted once the header is whole: nothing in it moves', async () => {
  const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 1440, height: 900 } });
  await recordContext(context);
  const page = await context.newPage();
  await page.goto(`${slowUrl}/hospitality`, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    describeShifts(shifts),
  ).toBe(0);
  await context.close();
});
