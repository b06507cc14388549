import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import type { TeamServer } from '../../studio/team/server.ts';
import { signedInAs, teamFetch, teamFolders, teamServerOn } from '../helpers/team-server.ts';
import { arrayContaining, objectContaining } from '../helpers/matchers.ts';

/** The company's sign-in: oidc-provider on loopback, its login form taking any name (its development screens). */
let issuerServer: Server;
let server: TeamServer;
let browser: Browser;

const names: Record<string, string> = { 'pat@example.com': 'Pat Publisher' };

beforeAll(async () => {
  issuerServer = createServer();
  await new Promise<void>((done) => issuerServer.listen(0, '127.0.0.1', done));
  const address: AddressInfo | string | null = issuerServer.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  server = await teamServerOn(teamFolders(), {
    screensDir: inject('teamScreensDir'),
    oidc: { issuer, clientId: 'studio', clientSecret: 'a-secret-for-tests-only', allowedDomains: ['example.com'] },
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'studio',
        client_secret: 'a-secret-for-tests-only',
        redirect_uris: [`${server.url}/_team/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // The login form's name is the account's e-mail address.
    findAccount: (_context, id) => ({ accountId: id, claims: () => ({ sub: id, email: id, email_verified: true, name: names[id] ?? id }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['cookie-key-for-tests-only'] },
    pkce: { required: () => true },
    // Lifetimes of its own (else it notes on every sign-in that it uses the defaults).
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  const answer = provider.callback();
  issuerServer.on('request', (request, response) => void answer(request, response));
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
  issuerServer.closeAllConnections();
  await new Promise((done) => issuerServer.close(done));
});

/** Signs in through the provider's own pages, as `login`; ends where the studio sends the person. */
async function companySignIn(login: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost' } });
  const page = await context.newPage();
  await page.goto(`${server.url}/sign-in`);
  await page.getByRole('link', { name: 'Sign in with your company account' }).click();
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/_studio' || url.pathname === '/sign-in');
  return { context, page };
}

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

  const pat = await companySignIn('pat@example.com');
  expect(new URL(pat.page.url()).pathname).toBe('/_studio');
  const me = await pat.page.request.get(`${server.url}/_studio/api/me`);
  expect(await me.json()).toMatchObject({
    person: { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' },
    can: { publish: true, manage: false },
  });

  const stranger = await companySignIn('sam@example.com');
  expect(stranger.page.url()).toBe(`${server.url}/sign-in?problem=oidc-no-invitation`);
  await expect
    .poll(async () => stranger.page.getByRole('alert').textContent(), { timeout: 10_000 })
    .toBe('There is no invitation for your e-mail address yet — ask an admin to invite you.');
  const outsider = await companySignIn('eve@elsewhere.test');
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
