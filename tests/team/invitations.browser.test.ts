import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { teamFolders, teamServerOn } from '../helpers/team-server.ts';

/** The admin page's invitations: every link made stays listed with Copy; those not used yet are listed and withdrawn. */
const shown = { timeout: 15_000 };
let server: TeamServer;
let browser: Browser;

beforeAll(async () => {
  server = await teamServerOn(teamFolders(), { screensDir: inject('teamScreensDir') });
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

it('keeps each link made with a Copy button, clears the address, lists the invitations not used yet and withdraws one', async () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const { context, page } = await signedInDevice(
      browser,
      server,
      { name: 'Ada Admin', email: `ada-${String(viewport.width)}@example.com`, role: 'admin' },
      viewport,
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/admin`);
    const email = page.getByRole('textbox', { name: 'E-mail address (optional)' });
    const pat = `pat-${String(viewport.width)}@example.com`;
    await email.fill(pat);
    // The role's whole label shows.
    const role = page.getByRole('combobox', { name: 'Role', exact: true });
    expect(await role.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Make invitation link' }).click();
    const made = page.getByRole('region', { name: /^Links made now/ }).getByRole('listitem');
    await expect.poll(async () => made.count(), shown).toBe(1);
    expect(await email.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Make invitation link' }).click();
    await expect.poll(async () => made.count(), shown).toBe(2);
    // Newest first: the link for anyone, then Pat's; Copy puts a link on the clipboard.
    expect(await made.nth(1).textContent()).toContain(`for ${pat}`);
    await made.nth(1).getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(async () => made.nth(1).getByRole('button', { name: 'Copied' }).count(), shown).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await made.nth(1).getByTestId('invitation-link').textContent());

    const waiting = page.getByRole('table', { name: 'Invitations not used yet' });
    await expect.poll(async () => waiting.getByRole('row', { name: new RegExp(pat) }).count(), shown).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await waiting.getByRole('button', { name: `Withdraw the invitation for ${pat}` }).click();
    await expect.poll(async () => waiting.getByRole('row', { name: new RegExp(pat) }).count(), shown).toBe(0);
    expect(describeViolations(await axeViolations(page, 'main'))).toBe('');

    // The withdrawn link says so to whoever opens it.
    const stranger = await context.newPage();
    await stranger.goto(copied);
    await expect.poll(async () => stranger.getByText(/withdrawn by an admin/).count(), shown).toBeGreaterThan(0);
    await context.close();
  }
});
