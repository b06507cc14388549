/** The system Chromium for the studio's page pictures, screenshots and browser tests, launched with the only flags this machine allows, and kept on loopback. */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * The features Playwright turns off when it starts Chromium (its `chromiumSwitches`). Chromium reads only the last
 * `--disable-features` it is given, so the one below repeats them; tests/browser/chromium-features.test.ts fails
 * when a new Playwright adds one that is missing here.
 */
const playwrightsOffFeatures = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * Headless Chromium still builds an address bar for every window it opens, and since version 156 the bar's
 * suggestion list is a web page with a renderer of its own: a fifth of Chromium's CPU in the team studio's walks,
 * for a list nobody sees.
 */
export const addressBarFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * `CHROMIUM_TRACE=file.json` records what Chromium does (every process, in the DevTools timeline's categories) for
 * its first five minutes, written when it closes: open the file in the DevTools Performance panel or Perfetto.
 */
const traceFile = process.env['CHROMIUM_TRACE'];
const tracing = traceFile
  ? [
      '--trace-startup=devtools.timeline,toplevel,disabled-by-default-devtools.timeline',
      `--trace-startup-file=${traceFile}`,
      '--trace-startup-duration=300',
      '--trace-startup-format=json',
    ]
  : [];

/** How the system Chromium is started on this machine: no sandbox, no background traffic, no hidden address bar's page. */
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
    `--disable-features=${[...playwrightsOffFeatures, ...addressBarFeatures].join(',')}`,
    ...tracing,
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
