import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { startOidcIssuer, type OidcIssuer } from '../helpers/oidc-issuer.ts';
import { companySignIn, loopbackDevice } from '../helpers/team-browser.ts';
import { signedInAs, teamFetch, teamFolders, teamServerOn } from '../helpers/team-server.ts';
import { arrayContaining, objectContaining } from '../helpers/matchers.ts';

/** The company's sign-in: oidc-provider on loopback, its login form taking any name (its development screens). */
let issuer: OidcIssuer;
let server: TeamServer;
let browser: Browser;

beforeAll(async () => {
  issuer = await startOidcIssuer({ 'pat@example.com': 'Pat Publisher' });
  server = await teamServerOn(teamFolders(), { screensDir: inject('teamScreensDir'), oidc: issuer.settings });
  issuer.accept(server.url);
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
  await issuer.close();
});

it('signs in through the company provider (code flow with PKCE) a person invited by e-mail, with the invitation’s role; refuses the uninvited and other domains', async () => {
  const call = teamFetch(server);
  const admin = signedInAs(server, { name: 'Ada', email: 'ada@example.com', role: 'admin' });
  expect(
    (
      await call('/_team/api/admin/invitations', {
        method: 'POST',
        cookie: admin.cookie,
        body: { role: 'publisher', email: 'pat@example.com' },
      })
    ).status,
  ).toBe(200);

  const pat = await companySignIn(browser, server.url, 'pat@example.com');
  expect(new URL(pat.page.url()).pathname).toBe('/_studio');
  const me = await pat.page.request.get(`${server.url}/_studio/api/me`);
  expect(await me.json()).toMatchObject({
    person: { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' },
    can: { publish: true, manage: false },
  });

  const stranger = await companySignIn(browser, server.url, 'sam@example.com');
  expect(stranger.page.url()).toBe(`${server.url}/sign-in?problem=oidc-no-invitation`);
  await expect
    .poll(async () => stranger.page.getByRole('alert').textContent(), { timeout: 10_000 })
    .toBe('There is no invitation for your e-mail address yet — ask an admin to invite you.');
  const outsider = await companySignIn(browser, server.url, 'eve@elsewhere.test');
  expect(outsider.page.url()).toBe(`${server.url}/sign-in?problem=oidc-domain`);
  expect((await outsider.page.request.get(`${server.url}/_studio/api/me`)).status()).toBe(401);

  const log = await call('/_team/api/admin/audit', { cookie: admin.cookie });
  expect(log.body).toMatchObject({
    entries: arrayContaining([
      objectContaining({
        personName: 'Pat Publisher',
        action: 'joined',
        detail: { role: 'publisher', email: 'pat@example.com', method: 'oidc' },
      }),
      objectContaining({ personName: 'Pat Publisher', action: 'signed-in', detail: { method: 'oidc' } }),
      objectContaining({ action: 'sign-in-failed', detail: objectContaining({ method: 'oidc', email: 'eve@elsewhere.test' }) }),
    ]),
  });
  for (const context of [pat.context, stranger.context, outsider.context]) await context.close();
}, 60_000);

it('links the company account only to an account whose address was proven: one made from an invitation for anyone is linked by its holder, signed in', async () => {
  const call = teamFetch(server);
  const admin = signedInAs(server, { name: 'Ari', email: 'ari@example.com', role: 'admin' });
  // Quinn joined from an invitation for anyone and typed the address in: nothing proved it hers.
  const quinn = server.store.people.add({ name: 'Quinn Typed', email: 'quinn@example.com', role: 'author' });

  // Whoever holds the company account is not let into that account, nor into a new one.
  const other = await companySignIn(browser, server.url, 'quinn@example.com');
  expect(other.page.url()).toBe(`${server.url}/sign-in?problem=oidc-unproven`);
  await expect
    .poll(async () => other.page.getByRole('alert').textContent(), { timeout: 10_000 })
    .toMatch(/^An account here has your e-mail address, but .* Sign in with that account’s passkey first/);
  expect((await other.page.request.get(`${server.url}/_studio/api/me`)).status()).toBe(401);

  // Quinn, signed in with her passkey, signs in with the company account too: that links them.
  const device = await loopbackDevice(browser);
  await device.context.addCookies([{ name: 'studio-session', value: server.store.sessions.start(quinn.id, 'passkey'), url: server.url }]);
  const linked = await companySignIn(browser, server.url, 'quinn@example.com', device);
  expect(new URL(linked.page.url()).pathname).toBe('/_studio');
  // From now on the company account alone signs her in.
  const later = await companySignIn(browser, server.url, 'quinn@example.com');
  expect(new URL(later.page.url()).pathname).toBe('/_studio');
  expect(await (await later.page.request.get(`${server.url}/_studio/api/me`)).json()).toMatchObject({
    person: { name: 'Quinn Typed', email: 'quinn@example.com', role: 'author' },
  });

  const log = await call('/_team/api/admin/audit', { cookie: admin.cookie });
  expect(log.body).toMatchObject({
    entries: arrayContaining([
      objectContaining({ action: 'sign-in-failed', detail: objectContaining({ method: 'oidc', email: 'quinn@example.com' }) }),
      objectContaining({ personName: 'Quinn Typed', action: 'address-proven', detail: { email: 'quinn@example.com', method: 'oidc' } }),
    ]),
  });
  for (const context of [other.context, device.context, later.context]) await context.close();
}, 60_000);
