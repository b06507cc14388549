import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { studioContextOptions } from './less-motion.ts';
import { signedInAs } from './team-server.ts';

/**
 * A browser context of its own (one person's device) that reaches only this machine: everything else goes to a closed port.
 * Its person asked for less motion (see `studioContextOptions`).
 */
export async function loopbackDevice(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost' },
    ...studioContextOptions,
    ...(viewport && { viewport }),
  });
  return { context, page: await context.newPage() };
}

/** A device whose browser holds a session's cookie (`name=value`) for the team server. */
export async function deviceWithSession(
  browser: Browser,
  server: TeamServer,
  cookie: string,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const device = await loopbackDevice(browser, viewport);
  const [name = '', value = ''] = cookie.split('=');
  await device.context.addCookies([{ name, value, url: server.url }]);
  return device;
}

/** A device whose person is signed in already (a session made in the store, as `signedInAs` makes it). */
export async function signedInDevice(
  browser: Browser,
  server: TeamServer,
  person: { name: string; email: string; role: 'author' | 'publisher' | 'admin' },
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  return deviceWithSession(browser, server, signedInAs(server, person).cookie, viewport);
}

/**
 * Set SITE_SHOTS to a folder to keep pictures of the screens at 1440 and 390 px (to look at, not
 * compared). `whole`: the whole page, loaded again at each width (what the page picks by width).
 */
export async function keepScreenshots(page: Page, name: string, whole = false): Promise<void> {
  const dir = process.env.SITE_SHOTS;
  if (dir === undefined) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (whole) await page.reload();
    await page.screenshot({ path: join(dir, `${name}-${String(width)}.png`), fullPage: whole });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A device with Chromium's virtual authenticator: a passkey store that says yes (passkeys are made for localhost, never an IP address). */
export async function passkeyDevice(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await loopbackDevice(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

/** Opens an invitation link, makes a passkey as `name`, and waits for the page a new person lands on. */
export async function joinWithPasskey(page: Page, link: string, name: string, email: string, landing: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  // An invitation for one address shows it, not to be changed: it is the address that joins.
  const address = page.getByLabel('Your e-mail address');
  if (await address.isEditable()) await address.fill(email);
  else if ((await address.inputValue()) !== email) throw new Error(`The invitation is for ${await address.inputValue()}, not ${email}`);
  await page.getByRole('button', { name: 'Make my passkey and join' }).click();
  await page.waitForURL(`**${landing}`);
}

/**
 * Signs in on a device of its own through the company provider's own pages (tests/helpers/oidc-issuer.ts:
 * any password), as `login`; ends where the studio sends the person: the studio, or the sign-in page with a problem.
 */
export async function companySignIn(
  browser: Browser,
  studioUrl: string,
  login: string,
  device?: { context: BrowserContext; page: Page },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = device ?? (await loopbackDevice(browser));
  await page.goto(`${studioUrl}/sign-in`);
  await page.getByRole('link', { name: 'Sign in with your company account' }).click();
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/_studio' || url.pathname === '/sign-in');
  return { context, page };
}
