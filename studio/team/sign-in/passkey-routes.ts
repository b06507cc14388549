import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { Hono, type Next } from 'hono';
import type { z } from 'zod';
import { teamRoutes } from '../../api/contract/routes.ts';
import { jsonInput, jsonOf, queryInput } from '../../server/typed-routes.ts';
import { refuse } from '../../server/refusal.ts';
import { checkedName } from './person-name.ts';
import { ceremonies } from './ceremonies.ts';
import { auditOf, type TeamContext, type TeamEnv, type TeamServices } from '../http/context.ts';
import { meOf, type MeResponse } from './me.ts';
import type { Role } from '../database/roles.ts';
import { signIn } from './sign-in.ts';
import {
  JoinOptionsRequestSchema,
  JoinRequestSchema,
  SignInRequestSchema,
  type InvitationInfo,
  type SignInMethods,
} from '../http/team-api-types.ts';

const rpName = 'Page studio';

const transportNames = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const transportsOf = (names: readonly string[]): AuthenticatorTransportFuture[] =>
  names.filter((name): name is AuthenticatorTransportFuture => transportNames.has(name));

interface Joining {
  challenge: string;
  origin: string;
  token: string;
  name: string;
  email: string;
  role: Role;
  /** The invitation named the address: the link reached it, so it is theirs. */
  addressProven: boolean;
}

/** Relying party: the host name of the address the person opened, so a passkey made there works there only. */
const rpIdOf = (origin: string): string => new URL(origin).hostname;

/**
 * Open to all: the sign-in methods offered, an invitation's facts, joining from it with a new
 * passkey, and signing in with one. `companySignIn`: the company's sign-in (OIDC) is set up too.
 */
export function passkeyRoutes({ store, companySignIn }: TeamServices & { companySignIn: boolean }) {
  const joining = ceremonies<Joining>(store.now);
  const signingIn = ceremonies<{ challenge: string; origin: string }>(store.now);

  function invitation(token: string | null): InvitationInfo {
    const state = store.invitations.check(token ?? '');
    if (!state.ok) throw refuse(`invitation-${state.reason}`, state.message);
    return { role: state.invitation.role, email: state.invitation.email, expires: new Date(state.invitation.expires).toISOString() };
  }

  async function joinOptions(c: TeamContext, body: z.output<typeof JoinOptionsRequestSchema>) {
    const info = invitation(body.token);
    const email = info.email ?? body.email;
    // Every save is a commit by its author: a name git cannot write would make every save of theirs fail.
    const name = checkedName(body.name, email);
    if (info.email !== null && info.email.toLowerCase() !== body.email.toLowerCase()) {
      throw refuse(
        'bad-request',
        `This invitation is for ${info.email} — join with that e-mail address, or ask an admin for an invitation for yours.`,
      );
    }
    if (store.people.byEmail(email) !== undefined)
      throw refuse(
        'email-taken',
        `Someone in the studio already uses ${email} — sign in with your passkey instead, or use another e-mail address.`,
      );
    // An invitation for anyone proves no address: it may not take one an admin meant for someone
    // (whose own link names it), nor one of someone removed (whose drafts would come with it).
    if (info.email === null && (store.invitations.openFor(email) !== undefined || store.people.wasRemoved(email)))
      throw refuse(
        'address-needs-invitation',
        `${email} can join only through an invitation for that address — use the link sent to it, or ask an admin for one.`,
      );
    const options = await generateRegistrationOptions({
      rpName,
      rpID: rpIdOf(c.var.facts.origin),
      userName: email,
      userDisplayName: name,
      userID: randomBytes(32),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const ceremony = joining.start({
      challenge: options.challenge,
      origin: c.var.facts.origin,
      token: body.token,
      name,
      email,
      role: info.role,
      addressProven: info.email !== null,
    });
    return { ceremony, options };
  }

  async function join(c: TeamContext, body: z.output<typeof JoinRequestSchema>): Promise<MeResponse> {
    const pending = joining.take(body.ceremony);
    if (pending === undefined || pending.origin !== c.var.facts.origin)
      throw refuse('bad-request', 'The passkey prompt was open too long or was already answered — start again.');
    let verification;
    try {
      const { transports, ...parts } = body.response.response;
      const response: RegistrationResponseJSON = {
        ...body.response,
        clientExtensionResults: {},
        response: { ...parts, transports: transportsOf(transports ?? []) },
      };
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: pending.challenge,
        expectedOrigin: pending.origin,
        expectedRPID: rpIdOf(pending.origin),
        requireUserVerification: false,
      });
    } catch (error) {
      throw refuse(
        'join-failed',
        `Your passkey could not be registered (${error instanceof Error ? error.message : 'the browser’s answer was not understood'}) — try again.`,
      );
    }
    if (!verification.verified) throw refuse('join-failed', 'Your passkey could not be registered — try again.');
    const { credential } = verification.registrationInfo;
    const person = store.inTransaction(() => {
      if (store.people.byEmail(pending.email) !== undefined)
        throw refuse('email-taken', `Someone in the studio already uses ${pending.email} — sign in with your passkey instead.`);
      const added = store.people.add({
        name: pending.name,
        email: pending.email,
        role: pending.role,
        addressProven: pending.addressProven,
      });
      if (!store.invitations.use(pending.token, added.id))
        throw refuse('invitation-used', 'This invitation link was used or expired while you were joining — ask an admin for a new one.');
      store.passkeys.add({
        id: credential.id,
        personId: added.id,
        publicKey: new Uint8Array(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      });
      return added;
    });
    store.audit.record({
      ...auditOf(c),
      personId: person.id,
      action: 'joined',
      detail: { role: person.role, email: person.email, method: 'passkey' },
    });
    signIn(store, c, person, 'passkey');
    return meOf(person, store.requests.rules());
  }

  /** Sign-in options: no list of passkeys (the device offers the person's own), so nothing tells who has an account. */
  async function signInOptions(c: TeamContext) {
    const options = await generateAuthenticationOptions({ rpID: rpIdOf(c.var.facts.origin), userVerification: 'preferred' });
    return { ceremony: signingIn.start({ challenge: options.challenge, origin: c.var.facts.origin }), options };
  }

  /** Too many failed sign-ins from the address: refused before the request is read. */
  const notTooMany = async (c: TeamContext, next: Next) => {
    const limited = store.failures.waitSeconds(c.var.facts.address);
    if (limited !== undefined) throw tooMany(limited);
    await next();
  };

  async function signInWithPasskey(c: TeamContext, body: z.output<typeof SignInRequestSchema>): Promise<MeResponse> {
    const address = c.var.facts.address;
    const passkey = store.passkeys.byId(body.response.id);
    const account = passkey === undefined ? undefined : String(passkey.personId);
    const accountLimited = account === undefined ? undefined : store.failures.waitSeconds(address, account);
    if (accountLimited !== undefined) throw tooMany(accountLimited, 'on this account');
    const fail = (why: string) => {
      store.failures.note(address, account);
      store.audit.record({ personId: passkey?.personId ?? null, address, action: 'sign-in-failed', detail: { method: 'passkey', why } });
      return refuse(
        'sign-in-failed',
        'That passkey did not sign you in — try again, or ask an admin for a new invitation if you no longer have it.',
      );
    };
    const pending = signingIn.take(body.ceremony);
    if (pending === undefined || pending.origin !== c.var.facts.origin) throw fail('the prompt was unknown or too old');
    const person = passkey === undefined ? undefined : store.people.byId(passkey.personId);
    if (passkey === undefined || person === undefined || person.removed !== null) throw fail('unknown passkey');
    const response: AuthenticationResponseJSON = { ...body.response, clientExtensionResults: {} };
    const checked = await verifyAuthenticationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: pending.origin,
      expectedRPID: rpIdOf(pending.origin),
      credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter, transports: transportsOf(passkey.transports) },
      requireUserVerification: false,
    }).then(
      (verification) => (verification.verified ? verification.authenticationInfo.newCounter : 'the signature did not match'),
      (error: unknown) => (error instanceof Error ? error.message : 'the signature could not be checked'),
    );
    if (typeof checked === 'string') throw fail(checked);
    store.passkeys.setCounter(passkey.id, checked);
    signIn(store, c, person, 'passkey');
    return meOf(person, store.requests.rules());
  }

  return new Hono<TeamEnv>()
    .get(teamRoutes.signInMethods, (c) => jsonOf(c, { passkey: true, oidc: companySignIn } satisfies SignInMethods))
    .get(teamRoutes.invitation, queryInput('token'), (c) => jsonOf(c, invitation(c.req.valid('query').token ?? null)))
    .post(teamRoutes.joinOptions, jsonInput(JoinOptionsRequestSchema), async (c) => jsonOf(c, await joinOptions(c, c.req.valid('json'))))
    .post(teamRoutes.join, jsonInput(JoinRequestSchema), async (c) => jsonOf(c, await join(c, c.req.valid('json'))))
    .post(teamRoutes.signInOptions, async (c) => jsonOf(c, await signInOptions(c)))
    .post(teamRoutes.signIn, notTooMany, jsonInput(SignInRequestSchema), async (c) =>
      jsonOf(c, await signInWithPasskey(c, c.req.valid('json'))),
    );
}

export const tooMany = (seconds: number, where: 'from here' | 'on this account' = 'from here') =>
  refuse(
    'too-many-tries',
    `Too many sign-ins failed ${where} in the last minute — wait ${seconds} second${seconds === 1 ? '' : 's'}, then try again.`,
    { retryAfter: seconds },
  );
