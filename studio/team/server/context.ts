import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestFacts } from './origins.ts';
import type { TeamDatabase, Person } from '../database/index.ts';

/** One request as the team server's routes see it. */
export interface RequestContext {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  facts: RequestFacts;
  /** The signed-in person, when the request carries an open session. */
  person: Person | undefined;
  /** The session cookie's secret, when there is one. */
  session: string | undefined;
}

export interface TeamServices {
  store: TeamDatabase;
}

/** The audit log's note of a request: the person, if any, and their address. */
export const auditOf = (context: RequestContext) => ({ personId: context.person?.id ?? null, address: context.facts.address });
