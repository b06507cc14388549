import { Hono, type Next } from 'hono';
import type { z } from 'zod';
import { teamRoutes } from '../../api/contract/routes.ts';
import { jsonInput, queryInput } from '../../server/typed-routes.ts';
import { jsonOf } from '../http/answers.ts';
import { refuse } from '../../server/refusal.ts';
import { auditOf, type TeamContext, type TeamEnv, type TeamServices } from '../http/context.ts';
import type { Person } from '../database/index.ts';
import type { ReviewRules } from '../database/tables/requests.ts';
import { ReviewRulesBodySchema } from '../publish/publish-api-types.ts';
import {
  InviteRequestSchema,
  RoleChangeRequestSchema,
  type InvitationCreated,
  type PendingInvitation,
  type PersonInfo,
} from '../http/team-api-types.ts';
import { invitationId } from '../database/tables/invitations.ts';

const personInfo = (person: Person): PersonInfo => ({
  id: person.id,
  name: person.name,
  email: person.email,
  role: person.role,
  created: new Date(person.created).toISOString(),
});

/**
 * What only admins may do, at `/_team/api/admin/…`: invite, change roles, remove people, read the
 * audit log, set the review rules. The server checks the role before any of these.
 */
export function adminRoutes({ store }: TeamServices) {
  function invite(c: TeamContext, body: { role: Person['role']; email?: string | undefined }): InvitationCreated {
    const { token, invitation } = store.invitations.create({ role: body.role, email: body.email, createdBy: c.var.person?.id ?? null });
    store.audit.record({ ...auditOf(c), action: 'invited', detail: { role: body.role, email: body.email ?? null } });
    return {
      link: `${c.var.facts.origin}/join/${token}`,
      role: invitation.role,
      email: invitation.email,
      expires: new Date(invitation.expires).toISOString(),
    };
  }

  function personFrom(c: TeamContext): Person {
    const person = store.people.byId(Number(c.req.param('id')));
    if (person === undefined || person.removed !== null)
      throw refuse('not-found', 'There is no such person in the studio (any more) — reload the list of people.');
    return person;
  }

  /** The person a request is about is looked up before its body is read: one removed is not found, whatever was sent. */
  const lookedUp = async (c: TeamContext, next: Next) => {
    personFrom(c);
    await next();
  };

  const isLastAdmin = (person: Person): boolean => person.role === 'admin' && store.people.adminCount() <= 1;

  function changeRole(c: TeamContext, role: Person['role']): PersonInfo {
    const person = personFrom(c);
    if (role !== 'admin' && isLastAdmin(person))
      throw refuse(
        'last-admin',
        `${person.name} is the studio's only admin — make someone else an admin first, so someone can still invite people.`,
      );
    store.people.setRole(person.id, role);
    store.audit.record({
      ...auditOf(c),
      action: 'role-changed',
      detail: { person: person.id, name: person.name, from: person.role, to: role },
    });
    return personInfo({ ...person, role });
  }

  function remove(c: TeamContext): { removed: number; sessionsEnded: number } {
    const person = personFrom(c);
    if (isLastAdmin(person)) throw refuse('last-admin', `${person.name} is the studio's only admin — make someone else an admin first.`);
    const sessionsEnded = store.inTransaction(() => {
      store.people.remove(person.id);
      return store.sessions.endAllOf(person.id);
    });
    store.audit.record({ ...auditOf(c), action: 'removed', detail: { person: person.id, name: person.name, sessionsEnded } });
    return { removed: person.id, sessionsEnded };
  }

  function auditPage(query: { before?: string; limit?: string }) {
    const before = Number(query.before);
    const limit = Math.min(200, Math.max(1, Number(query.limit) || 50));
    return store.audit.page({ before: Number.isInteger(before) && before > 0 ? before : undefined, limit });
  }

  /** Whether a change must be approved by someone other than its author, and whether authors save into drafts only (studio/team/publish/). */
  function setReviewRules(c: TeamContext, changes: z.output<typeof ReviewRulesBodySchema>): ReviewRules {
    store.requests.setRules(changes);
    // Only the rules given are noted (a rule left out is undefined, which JSON leaves out).
    store.audit.record({ ...auditOf(c), action: 'review-rules-changed', detail: changes });
    return store.requests.rules();
  }

  const pendingInvitations = (): { invitations: PendingInvitation[] } => ({
    invitations: store.invitations.pending().map((invitation) => ({
      id: invitationId(invitation),
      role: invitation.role,
      email: invitation.email,
      created: new Date(invitation.created).toISOString(),
      createdBy: invitation.created_by === null ? null : (store.people.byId(invitation.created_by)?.name ?? null),
      expires: new Date(invitation.expires).toISOString(),
    })),
  });

  function revokeInvitation(c: TeamContext): { revoked: string } {
    const id = c.req.param('id') ?? '';
    // Who it was for, so the audit log can say so.
    const invitation = store.invitations.pending().find((waiting) => invitationId(waiting) === id);
    if (!store.invitations.revoke(id))
      throw refuse('not-found', 'That invitation is not waiting any more (used, withdrawn or expired) — reload the list of invitations.');
    store.audit.record({
      ...auditOf(c),
      action: 'invitation-revoked',
      detail: { invitation: id, email: invitation?.email ?? null, role: invitation?.role ?? null },
    });
    return { revoked: id };
  }

  return new Hono<TeamEnv>()
    .get(teamRoutes.people, (c) => jsonOf(c, { people: store.people.active().map(personInfo) }))
    .get(teamRoutes.invitations, (c) => jsonOf(c, pendingInvitations()))
    .post(teamRoutes.invitations, jsonInput(InviteRequestSchema), (c) => jsonOf(c, invite(c, c.req.valid('json'))))
    .delete(`${teamRoutes.invitations}/:id{[0-9a-f]{16}}`, (c) => jsonOf(c, revokeInvitation(c)))
    .get(teamRoutes.audit, queryInput('before', 'limit'), (c) => jsonOf(c, auditPage(c.req.valid('query'))))
    .get(teamRoutes.reviewRules, (c) => jsonOf(c, store.requests.rules()))
    .put(teamRoutes.reviewRules, jsonInput(ReviewRulesBodySchema), (c) => jsonOf(c, setReviewRules(c, c.req.valid('json'))))
    .patch(`${teamRoutes.people}/:id{[0-9]+}`, lookedUp, jsonInput(RoleChangeRequestSchema), (c) =>
      jsonOf(c, changeRole(c, c.req.valid('json').role)),
    )
    .delete(`${teamRoutes.people}/:id{[0-9]+}`, (c) => jsonOf(c, remove(c)))
    .all(`${teamRoutes.admin}/*`, (c) => {
      throw refuse('not-found', `The studio has no ${c.req.path} — see studio/README.md for the team server's routes.`);
    });
}
