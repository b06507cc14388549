import * as client from 'openid-client';
import { redirect } from '../server/answers.ts';
import { ceremonies } from './ceremonies.ts';
import { auditOf, type RequestContext, type TeamServices } from '../server/context.ts';
import { readCookie } from './cookies.ts';
import type { OidcSettings } from './oidc-settings.ts';
import { signIn } from './sign-in.ts';

export type { OidcSettings } from './oidc-settings.ts';

const flowCookie = 'studio-oidc';

/** Why a sign-in through the provider did not work: the sign-in page says it in words (`/sign-in?problem=…`). */
export type OidcProblem = 'oidc-failed' | 'oidc-domain' | 'oidc-no-invitation' | 'oidc-unverified' | 'too-many-tries';

/**
 * Sign-in with the company's OpenID Connect provider: the authorization code flow with PKCE and
 * state (openid-client). The e-mail's domain must be on the allow-list and verified by the
 * provider. A person the studio knows by that e-mail is signed in; someone new needs an open
 * invitation for their e-mail address, which gives their role.
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

  async function start(context: RequestContext): Promise<void> {
    // The same limit as for passkeys: after 10 failures in a minute from this address, the next wait.
    if (store.failures.waitSeconds(context.facts.address) !== undefined) {
      redirect(context.response, '/sign-in?problem=too-many-tries');
      return;
    }
    const config = await configuration();
    const verifier = client.randomPKCECodeVerifier();
    const flow = flows.start({ verifier, origin: context.facts.origin });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${context.facts.origin}/_team/oidc/callback`,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow,
    });
    // The flow is bound to this browser: the callback must carry the same state in its cookie.
    context.response.setHeader(
      'Set-Cookie',
      `${flowCookie}=${flow}; Path=/_team/oidc/; HttpOnly; SameSite=Lax; Max-Age=600${context.facts.secure ? '; Secure' : ''}`,
    );
    redirect(context.response, url.href);
  }

  async function callback(context: RequestContext): Promise<void> {
    const fail = (problem: OidcProblem, why: string, email?: string) => {
      store.failures.note(context.facts.address, email);
      store.audit.record({ ...auditOf(context), action: 'sign-in-failed', detail: { method: 'oidc', why, email: email ?? null } });
      redirect(context.response, `/sign-in?problem=${problem}`);
    };
    const state = context.url.searchParams.get('state') ?? '';
    const flow = state === readCookie(context.request, flowCookie) ? flows.take(state) : undefined;
    if (flow === undefined || flow.origin !== context.facts.origin) {
      fail('oidc-failed', 'unknown or old state');
      return;
    }
    let email: string | undefined;
    let name: string | undefined;
    let verified = false;
    try {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, context.url, { pkceCodeVerifier: flow.verifier, expectedState: state });
      const claims = tokens.claims();
      if (claims === undefined) {
        fail('oidc-failed', 'no ID token');
        return;
      }
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : undefined;
      name = typeof info.name === 'string' ? info.name : undefined;
      verified = info.email_verified === true;
    } catch (error) {
      fail('oidc-failed', error instanceof Error ? error.message : 'the provider’s answer was not understood');
      return;
    }
    if (email === undefined) {
      fail('oidc-failed', 'no e-mail address');
      return;
    }
    if (store.failures.waitSeconds(context.facts.address, email) !== undefined) {
      redirect(context.response, '/sign-in?problem=too-many-tries');
      return;
    }
    const domain = email.split('@').at(-1)?.toLowerCase() ?? '';
    if (!settings.allowedDomains.includes(domain)) {
      fail('oidc-domain', `domain ${domain} is not allowed`, email);
      return;
    }
    if (!verified) {
      fail('oidc-unverified', 'e-mail not verified by the provider', email);
      return;
    }
    let person = store.people.byEmail(email);
    if (person === undefined) {
      const invitation = store.invitations.openFor(email);
      if (invitation === undefined) {
        fail('oidc-no-invitation', 'no invitation for this e-mail', email);
        return;
      }
      const address = email;
      person = store.inTransaction(() => {
        const added = store.people.add({ name: name ?? address, email: address, role: invitation.role });
        store.invitations.useByHash(invitation.token_hash, added.id);
        return added;
      });
      store.audit.record({
        ...auditOf(context),
        personId: person.id,
        action: 'joined',
        detail: { role: person.role, email, method: 'oidc' },
      });
    }
    signIn(store, context, person, 'oidc');
    // The flow's cookie is not cleared: its state is used up, and it runs out on its own in 10 minutes.
    redirect(context.response, '/_studio');
  }

  async function answer(context: RequestContext): Promise<void> {
    if (context.url.pathname === '/_team/oidc/start') return start(context);
    if (context.url.pathname === '/_team/oidc/callback') return callback(context);
    redirect(context.response, '/sign-in');
  }

  return { answer };
}
