import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A browser context of its own (one person's device) with Chromium's virtual authenticator: a passkey store that says yes. */
export async function passkeyDevice(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // Everything but this machine goes to a closed port; localhost is where passkeys are made (never an IP address).
  const context = await browser.newContext({ proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost' } });
  const page = await context.newPage();
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
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Make my passkey and join' }).click();
  await page.waitForURL(`**${landing}`);
}
