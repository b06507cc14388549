import { getCookie, setCookie } from 'hono/cookie';
import * as client from 'openid-client';
import { redirectAnswer } from '../http/answers.ts';
import { ceremonies } from './ceremonies.ts';
import { auditOf, ownUrl, type TeamContext, type TeamServices } from '../http/context.ts';
import type { OidcSettings } from './oidc-settings.ts';
import { signIn } from './sign-in.ts';
import { nameProblem } from './person-name.ts';

export type { OidcSettings } from './oidc-settings.ts';

const flowCookie = 'studio-oidc';

/** Why a sign-in through the provider did not work: the sign-in page says it in words (`/sign-in?problem=…`). */
export type OidcProblem = 'oidc-failed' | 'oidc-domain' | 'oidc-no-invitation' | 'oidc-unverified' | 'oidc-unproven' | 'too-many-tries';

/**
 * Sign-in with the company's OpenID Connect provider: the authorization code flow with PKCE and
 * state (openid-client). The e-mail's domain must be on the allow-list and verified by the
 * provider. A person the studio knows by that e-mail is signed in when that address was proven
 * theirs (see `email_proven`); someone new needs an open invitation for their e-mail address,
 * which gives their role.
 */
export function oidcRoutes({ store }: TeamServices, settings: OidcSettings) {
  const flows = ceremonies<{ verifier: string; origin: string }>(store.now);
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = (): Promise<client.Configuration> => {
    const insecure = new URL(settings.issuer).protocol === 'http:';
    // A provider on plain http (a test's, on loopback) must be allowed explicitly; openid-client marks that option deprecated to make it stand out.
    discovered ??= client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- only for an issuer the configuration names with http:
      insecure ? { execute: [client.allowInsecureRequests] } : {},
    );
    // A provider that could not be reached is asked again next time.
    discovered.catch(() => (discovered = undefined));
    return discovered;
  };

  async function start(c: TeamContext): Promise<Response> {
    // The same limit as for passkeys: after 10 failures in a minute from this address, the next wait.
    if (store.failures.waitSeconds(c.var.facts.address) !== undefined) {
      return redirectAnswer(c, '/sign-in?problem=too-many-tries');
    }
    const config = await configuration();
    const verifier = client.randomPKCECodeVerifier();
    const flow = flows.start({ verifier, origin: c.var.facts.origin });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${c.var.facts.origin}/_team/oidc/callback`,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow,
    });
    // The flow is bound to this browser: the callback must carry the same state in its cookie.
    setCookie(c, flowCookie, flow, { path: '/_team/oidc/', httpOnly: true, sameSite: 'Lax', maxAge: 600, secure: c.var.facts.secure });
    return redirectAnswer(c, url.href);
  }

  async function callback(c: TeamContext): Promise<Response> {
    const fail = (problem: OidcProblem, why: string, email?: string) => {
      store.failures.note(c.var.facts.address, email);
      store.audit.record({ ...auditOf(c), action: 'sign-in-failed', detail: { method: 'oidc', why, email: email ?? null } });
      return redirectAnswer(c, `/sign-in?problem=${problem}`);
    };
    const state = c.req.query('state') ?? '';
    const flow = state === getCookie(c, flowCookie) ? flows.take(state) : undefined;
    if (flow === undefined || flow.origin !== c.var.facts.origin) {
      return fail('oidc-failed', 'unknown or old state');
    }
    let email: string | undefined;
    let name: string | undefined;
    let verified = false;
    try {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, ownUrl(c), { pkceCodeVerifier: flow.verifier, expectedState: state });
      const claims = tokens.claims();
      if (claims === undefined) {
        return fail('oidc-failed', 'no ID token');
      }
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : undefined;
      name = typeof info.name === 'string' ? info.name : undefined;
      verified = info.email_verified === true;
    } catch (error) {
      return fail('oidc-failed', error instanceof Error ? error.message : 'the provider’s answer was not understood');
    }
    if (email === undefined) {
      return fail('oidc-failed', 'no e-mail address');
    }
    if (store.failures.waitSeconds(c.var.facts.address, email) !== undefined) {
      return redirectAnswer(c, '/sign-in?problem=too-many-tries');
    }
    const domain = email.split('@').at(-1)?.toLowerCase() ?? '';
    if (!settings.allowedDomains.includes(domain)) {
      return fail('oidc-domain', `domain ${domain} is not allowed`, email);
    }
    if (!verified) {
      return fail('oidc-unverified', 'e-mail not verified by the provider', email);
    }
    let person = store.people.byEmail(email);
    if (person !== undefined && person.email_proven === null) {
      // The account's address was typed in at join, never proven: only the account's holder, signed
      // in with its passkey, links it to the company account; anyone else would take it over.
      if (c.var.person?.id !== person.id) return fail('oidc-unproven', 'the account’s address was never proven', email);
      store.people.proveAddress(person.id);
      store.audit.record({ ...auditOf(c), personId: person.id, action: 'address-proven', detail: { email, method: 'oidc' } });
    }
    if (person === undefined) {
      const invitation = store.invitations.openFor(email);
      if (invitation === undefined) {
        return fail('oidc-no-invitation', 'no invitation for this e-mail', email);
      }
      const address = email;
      person = store.inTransaction(() => {
        // The provider's name, when it is one a person may go by (git can write it as an author); else the address, which git can.
        const usable = name !== undefined && nameProblem(name, address) === undefined ? name.trim() : address;
        const added = store.people.add({ name: usable, email: address, role: invitation.role, addressProven: true });
        store.invitations.useByHash(invitation.token_hash, added.id);
        return added;
      });
      store.audit.record({
        ...auditOf(c),
        personId: person.id,
        action: 'joined',
        detail: { role: person.role, email, method: 'oidc' },
      });
    }
    signIn(store, c, person, 'oidc');
    // The flow's cookie is not cleared: its state is used up, and it runs out on its own in 10 minutes.
    return redirectAnswer(c, '/_studio');
  }

  return { start, callback };
}
