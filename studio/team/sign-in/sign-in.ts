import { setSessionCookie } from './cookies.ts';
import type { TeamContext } from '../http/context.ts';
import type { TeamDatabase, Person } from '../database/index.ts';

/** Starts a session for a person who proved who they are, sets its cookie and notes it in the audit log. */
export function signIn(store: TeamDatabase, c: TeamContext, person: Person, method: 'passkey' | 'oidc'): void {
  const secret = store.sessions.start(person.id, c.req.header('user-agent') ?? '');
  setSessionCookie(c, c.var.facts.secure, secret);
  store.audit.record({ personId: person.id, address: c.var.facts.address, action: 'signed-in', detail: { method } });
}
