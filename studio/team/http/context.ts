import type { Context } from 'hono';
import { refuse } from '../../server/refusal.ts';
import type { Connection } from './node-listener.ts';
import type { RequestFacts } from './origins.ts';
import type { TeamDatabase, Person } from '../database/index.ts';

/** What the team server knows of every request once it passed the front door (server/app.ts). */
export interface TeamVariables {
  facts: RequestFacts;
  /** The signed-in person, when the request carries an open session. */
  person: Person | undefined;
  /** The session cookie's secret, when there is one. */
  session: string | undefined;
}

/** The team server's Hono environment: the connection from the Node adapter, and the request's facts. */
export interface TeamEnv {
  Bindings: { connection: Connection };
  Variables: TeamVariables;
}

/** One request as the team server's routes see it. */
export type TeamContext = Context<TeamEnv>;

export interface TeamServices {
  store: TeamDatabase;
}

/** The audit log's note of a request: the person, if any, and their address. */
export const auditOf = (c: TeamContext) => ({ personId: c.var.person?.id ?? null, address: c.var.facts.address });

/** The request's address under the server's own origin (the one people opened, https behind a trusted proxy). */
export function ownUrl(c: TeamContext): URL {
  const { pathname, search } = new URL(c.req.url);
  return new URL(`${pathname}${search}`, c.var.facts.origin);
}

export const notSignedIn = () => refuse('not-signed-in', 'You are not signed in, or your session has ended — sign in again.');

/** The signed-in person: the server lets a request past sign-in only with one, and a route reached without one refuses. */
export function personOf(c: TeamContext): Person {
  const person = c.var.person;
  if (person === undefined) throw notSignedIn();
  return person;
}
