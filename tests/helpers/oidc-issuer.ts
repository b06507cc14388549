import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { OidcSettings } from '../../studio/team/sign-in/oidc-settings.ts';

/** The company's sign-in in tests: oidc-provider on loopback, with its own login pages. */
export interface OidcIssuer {
  /** The issuer's address (`http://127.0.0.1:<port>`). */
  url: string;
  /** What the team server is told about this provider: its one client, e-mail addresses at example.com only. */
  settings: OidcSettings;
  /** Registers the studio at `studioUrl` (its callback) as the provider's client; the provider answers from then on. */
  accept(studioUrl: string): void;
  close(): Promise<void>;
}

const clientId = 'studio';
const clientSecret = 'a-secret-for-tests-only';

/**
 * Starts the provider in two steps, because each side needs the other's address: the issuer
 * listens first (the team server is started with `settings`, which name it), then `accept` makes
 * the provider with the team server's callback. Its login form (oidc-provider's development
 * screens) takes any password; the login is the account's e-mail address, verified, and `names`
 * gives the account's name (else the address).
 */
export async function startOidcIssuer(names: Readonly<Record<string, string>> = {}): Promise<OidcIssuer> {
  let answer: ReturnType<Provider['callback']> | undefined;
  const server = createServer((request, response) => {
    if (answer !== undefined) {
      void answer(request, response);
      return;
    }
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('The test provider knows no studio yet: call accept() with the studio’s address first.');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address: AddressInfo | string | null = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The test provider did not get a loopback port.');
  const url = `http://127.0.0.1:${address.port}`;

  function accept(studioUrl: string): void {
    const provider = new Provider(url, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [`${studioUrl}/_team/oidc/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      findAccount: (_context, id) => ({
        accountId: id,
        claims: () => ({ sub: id, email: id, email_verified: true, name: names[id] ?? id }),
      }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['cookie-key-for-tests-only'] },
      pkce: { required: () => true },
      // Lifetimes of its own (else it notes on every sign-in that it uses the defaults).
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    });
    answer = provider.callback();
  }

  return {
    url,
    settings: { issuer: url, clientId, clientSecret, allowedDomains: ['example.com'] },
    accept,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
