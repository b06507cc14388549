/** The system Chromium for the studio's page pictures, screenshots and browser tests, launched with the only flags this machine allows, and kept on loopback. */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** How the system Chromium is started on this machine: no sandbox, no background traffic. */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The system Chromium, started the way this machine allows (no sandbox, no background traffic). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * Keeps a browser context's traffic on this machine. Requests to any other host (the enquiry
 * form's frame, social links) get an empty local page, or fail at once with `abort`.
 */
export async function keepOnLoopback(context: BrowserContext, answer: 'stub' | 'abort' = 'stub'): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      answer === 'abort'
        ? route.abort()
        : route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html lang="en"><title>Stub</title></html>' }),
  );
}

/**
 * Context options that keep traffic on this machine without intercepting requests: every other
 * host is reached through a proxy on a closed local port, so it fails at once and nothing is
 * looked up. Unlike `keepOnLoopback`, the HTTP cache stays on (Playwright turns it off while any
 * request is routed), which makes visiting many pages in a row much cheaper.
 */
export const loopbackOnly = { proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' } };
