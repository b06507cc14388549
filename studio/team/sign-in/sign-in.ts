import { setSessionCookie } from './cookies.ts';
import type { RequestContext } from '../server/context.ts';
import type { TeamDatabase, Person } from '../database/index.ts';

/** Starts a session for a person who proved who they are, sets its cookie and notes it in the audit log. */
export function signIn(store: TeamDatabase, context: RequestContext, person: Person, method: 'passkey' | 'oidc'): void {
  const secret = store.sessions.start(person.id, context.request.headers['user-agent'] ?? '');
  setSessionCookie(context.response, context.facts.secure, secret);
  store.audit.record({ personId: person.id, address: context.facts.address, action: 'signed-in', detail: { method } });
}
