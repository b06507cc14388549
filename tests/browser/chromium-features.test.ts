/**
 * The flags Chromium starts with (scripts/browser/chromium.ts): its one `--disable-features` keeps every feature
 * Playwright turns off, and turns off the address bar's hidden suggestion page. Read from Chromium itself, on the
 * page that lists the features it was told to change.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addressBarFeatures, chromiumLaunchOptions } from '../../scripts/browser/chromium.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

/** The features a running Chromium says it was told to turn off. */
async function featuresTurnedOff(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version/?show-variations-cmd');
    const text = await page.locator('body').innerText();
    const list = /--disable-features="([^"]*)"/.exec(text)?.[1];
    if (list === undefined) throw new Error(`chrome://version lists no --disable-features:\n${text}`);
    return list.split(',');
  } finally {
    await context.close();
  }
}

let shared: Browser;
beforeAll(async () => {
  shared = await sharedChromium();
});
afterAll(async () => {
  await shared.close();
});

test('Chromium turns off every feature Playwright does, and the address bar’s suggestion page', async () => {
  const withoutOurs = await chromium.launch({
    ...chromiumLaunchOptions,
    args: chromiumLaunchOptions.args.filter((arg) => !arg.startsWith('--disable-features=')),
  });
  let playwrights: string[];
  try {
    playwrights = await featuresTurnedOff(withoutOurs);
  } finally {
    await withoutOurs.close();
  }
  expect(playwrights, 'Playwright turns some features off by itself').toContain('MediaRouter');

  const ours = await featuresTurnedOff(shared);
  expect(ours).toEqual(expect.arrayContaining([...playwrights, ...addressBarFeatures]));
});
