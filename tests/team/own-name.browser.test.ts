import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { teamRoutes } from '../../studio/api/contract/routes.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { teamFolders, teamServerOn } from '../helpers/team-server.ts';

/** How long a screen may take to show what it loads, on two busy cores. */
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

it('changes one’s own name from the bar with the keyboard: a refused name says why at the field, saving shows, then the bar shows the new name', async () => {
  const { page } = await signedInDevice(browser, server, { name: 'Bo Author', email: 'bo@example.com', role: 'author' });
  await page.goto(`${server.url}/requests`);
  const nameButton = page.getByRole('button', { name: 'Bo Author (author) — change your name' });
  await nameButton.focus(shown);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Your name' });
  const field = dialog.getByRole('textbox', { name: 'Your name' });
  await expect.poll(async () => field.evaluate((input) => input === document.activeElement), shown).toBe(true);
  expect(await dialog.textContent()).toContain('Your e-mail address, bo@example.com, stays as it is');

  // A name git cannot write: the server's words, at the field, and the field keeps the keyboard.
  await field.fill('...');
  await page.keyboard.press('Enter');
  await expect.poll(async () => field.getAttribute('aria-invalid'), shown).toBe('true');
  expect(await dialog.textContent()).toContain('This name cannot be written into the site’s history');
  await expect.poll(async () => field.evaluate((input) => input === document.activeElement), shown).toBe(true);
  // No axe violations in the dialog as it says what is wrong (WCAG 2.2 AA).
  expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');

  // While the server has the change, the button says so and cannot be pressed again.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**${teamRoutes.ownName}`, async (route) => {
    await held;
    await route.continue();
  });
  await field.fill('Bo Builder');
  await page.keyboard.press('Enter');
  const saving = dialog.getByRole('button', { name: 'Saving…' });
  await expect.poll(async () => saving.isDisabled(), shown).toBe(true);
  answer();

  await expect
    .poll(async () => dialog.getByRole('status').textContent(), shown)
    .toBe('Saved. Your next saves go into the history as “Bo Builder”.');
  expect(await page.getByTestId('signed-in-as').textContent()).toBe('Bo Builder (author)');
  expect(server.store.people.byEmail('bo@example.com')?.name).toBe('Bo Builder');
  expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');

  // Escape closes the dialog and gives the keyboard back to the name in the bar.
  await page.keyboard.press('Escape');
  await expect.poll(async () => dialog.count(), shown).toBe(0);
  const renamedButton = page.getByRole('button', { name: 'Bo Builder (author) — change your name' });
  await expect.poll(async () => renamedButton.evaluate((button) => button === document.activeElement), shown).toBe(true);
  expect(describeViolations(await axeViolations(page, 'header'))).toBe('');
});
