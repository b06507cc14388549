import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { joinWithPasskey, passkeyDevice } from '../helpers/team-browser.ts';
import { teamFolders, teamServerOn } from '../helpers/team-server.ts';

/** How long a screen may take to show what it loads, on two busy cores. */
const shown = { timeout: 10_000 };

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

const device = () => passkeyDevice(browser);
const join = joinWithPasskey;

it('walks from the printed link to an admin, who invites an author; the author joins, signs in with the passkey and cannot open the admin page', async () => {
  const link = server.firstAdminLink ?? '';
  expect(link).toMatch(/^http:\/\/localhost:\d+\/join\//);

  const admin = await device();
  // A new admin lands on the People page, to invite the team.
  await join(admin.page, link, 'Ada Admin', 'ada@example.com', '/admin');
  await expect.poll(async () => admin.page.getByTestId('signed-in-as').textContent(), shown).toBe('Ada Admin (admin)');
  expect(await admin.page.getByRole('link', { name: 'People' }).count()).toBe(1);
  await admin.page.getByRole('button', { name: 'Make invitation link' }).click();
  const invitation = (await admin.page.getByTestId('invitation-link').textContent()) ?? '';
  expect(invitation).toMatch(/^http:\/\/localhost:\d+\/join\/[\w-]{43}$/);

  // The first-admin link worked once.
  const stranger = await device();
  await stranger.page.goto(link);
  await expect
    .poll(async () => stranger.page.getByRole('alert').textContent(), shown)
    .toContain('This invitation link has been used already');

  const author = await device();
  await join(author.page, invitation, 'Bo Author', 'bo@example.com', '/_studio');
  await expect.poll(async () => author.page.getByTestId('signed-in-as').textContent(), shown).toBe('Bo Author (author)');
  await author.page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await author.page.waitForURL('**/sign-in');
  expect((await author.page.request.get('/_studio/api/me'.replace(/^/, server.url))).status()).toBe(401);
  await author.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await author.page.waitForURL('**/_studio');
  await expect.poll(async () => author.page.getByTestId('signed-in-as').textContent(), shown).toBe('Bo Author (author)');
  // The studio's own page list, from the studio API behind the sign-in.
  await expect.poll(async () => author.page.getByText('Retail').count(), shown).toBeGreaterThan(0);
  expect(await author.page.getByRole('link', { name: 'People' }).count()).toBe(0);
  const adminPage = await author.page.goto(`${server.url}/admin`);
  expect(adminPage?.status()).toBe(403);
  expect(await author.page.textContent('body')).toContain('Only admins may open this page');

  await admin.page.getByRole('button', { name: 'Refresh' }).click();
  const log = admin.page.getByRole('table', { name: 'Audit log' });
  await expect.poll(async () => log.textContent(), shown).toContain('Bo Author');
  const text = (await log.textContent()) ?? '';
  // In sentences: who did what.
  for (const words of [
    'Ada Admin joined as an admin',
    'Ada Admin invited',
    'Bo Author signed in with a passkey',
    'signed out',
    'was refused',
  ])
    expect(text).toContain(words);
  for (const context of [admin.context, stranger.context, author.context]) await context.close();
}, 60_000);
