import { Hono } from 'hono';
import { teamRoutes } from '../../api/contract/routes.ts';
import { jsonInput, jsonOf } from '../../server/typed-routes.ts';
import type { TeamDatabase } from '../database/index.ts';
import { personOf, type TeamEnv } from '../http/context.ts';
import { NameChangeRequestSchema } from '../http/team-api-types.ts';
import { clearSessionCookie } from './cookies.ts';
import { meOf } from './me.ts';
import { changeOwnName } from './own-name.ts';

/** The signed-in person's own: who they are, the name they go by, and signing out here or everywhere. */
export const accountRoutes = (store: TeamDatabase) =>
  new Hono<TeamEnv>()
    .get(teamRoutes.me, (c) => jsonOf(c, meOf(personOf(c), store.requests.rules())))
    .patch(teamRoutes.ownName, jsonInput(NameChangeRequestSchema), (c) => jsonOf(c, changeOwnName(store, c, c.req.valid('json').name)))
    .post(teamRoutes.signOut, (c) => {
      const person = personOf(c);
      if (c.var.session !== undefined) store.sessions.end(c.var.session);
      store.audit.record({ personId: person.id, address: c.var.facts.address, action: 'signed-out' });
      clearSessionCookie(c, c.var.facts.secure);
      return jsonOf(c, { signedOut: true });
    })
    .post(teamRoutes.signOutEverywhere, (c) => {
      const person = personOf(c);
      const ended = store.sessions.endAllOf(person.id);
      store.audit.record({
        personId: person.id,
        address: c.var.facts.address,
        action: 'signed-out-everywhere',
        detail: { sessions: ended },
      });
      clearSessionCookie(c, c.var.facts.secure);
      return jsonOf(c, { signedOut: true, sessions: ended });
    });
