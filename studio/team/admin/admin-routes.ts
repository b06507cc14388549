import { jsonBody } from '../../server/json-body.ts';
import { refuse } from '../server/answers.ts';
import { auditOf, type RequestContext, type TeamServices } from '../server/context.ts';
import type { Person } from '../database/index.ts';
import type { ReviewRules } from '../database/tables/requests.ts';
import { ReviewRulesBodySchema } from '../publish/publish-api-types.ts';
import { InviteRequestSchema, RoleChangeRequestSchema, type InvitationCreated, type PersonInfo } from '../server/team-api-types.ts';
import { webRequestOf } from '../server/web-request.ts';

const personInfo = (person: Person): PersonInfo => ({
  id: person.id,
  name: person.name,
  email: person.email,
  role: person.role,
  created: new Date(person.created).toISOString(),
});

/** What only admins may do: invite, change roles, remove people, read the audit log. The caller has checked the role. */
export function adminRoutes({ store }: TeamServices) {
  function invite(context: RequestContext, body: { role: Person['role']; email?: string | undefined }): InvitationCreated {
    const { token, invitation } = store.invitations.create({ role: body.role, email: body.email, createdBy: context.person?.id ?? null });
    store.audit.record({ ...auditOf(context), action: 'invited', detail: { role: body.role, email: body.email ?? null } });
    return {
      link: `${context.facts.origin}/join/${token}`,
      role: invitation.role,
      email: invitation.email,
      expires: new Date(invitation.expires).toISOString(),
    };
  }

  function personFrom(context: RequestContext): Person {
    const id = Number(/^\/_team\/api\/admin\/people\/(\d+)$/.exec(context.url.pathname)?.[1]);
    const person = Number.isInteger(id) ? store.people.byId(id) : undefined;
    if (person === undefined || person.removed !== null)
      throw refuse(404, 'not-found', 'There is no such person in the studio (any more) — reload the list of people.');
    return person;
  }

  const isLastAdmin = (person: Person): boolean => person.role === 'admin' && store.people.adminCount() <= 1;

  async function changeRole(context: RequestContext): Promise<PersonInfo> {
    const person = personFrom(context);
    const { role } = await jsonBody(webRequestOf(context), RoleChangeRequestSchema);
    if (role !== 'admin' && isLastAdmin(person))
      throw refuse(
        409,
        'last-admin',
        `${person.name} is the studio's only admin — make someone else an admin first, so someone can still invite people.`,
      );
    store.people.setRole(person.id, role);
    store.audit.record({
      ...auditOf(context),
      action: 'role-changed',
      detail: { person: person.id, name: person.name, from: person.role, to: role },
    });
    return personInfo({ ...person, role });
  }

  function remove(context: RequestContext): { removed: number; sessionsEnded: number } {
    const person = personFrom(context);
    if (isLastAdmin(person))
      throw refuse(409, 'last-admin', `${person.name} is the studio's only admin — make someone else an admin first.`);
    const sessionsEnded = store.inTransaction(() => {
      store.people.remove(person.id);
      return store.sessions.endAllOf(person.id);
    });
    store.audit.record({ ...auditOf(context), action: 'removed', detail: { person: person.id, name: person.name, sessionsEnded } });
    return { removed: person.id, sessionsEnded };
  }

  function auditPage(context: RequestContext) {
    const before = Number(context.url.searchParams.get('before'));
    const limit = Math.min(200, Math.max(1, Number(context.url.searchParams.get('limit')) || 50));
    return store.audit.page({ before: Number.isInteger(before) && before > 0 ? before : undefined, limit });
  }

  /** Whether a change must be approved by someone other than its author, and whether authors save into drafts only (studio/team/publish/). */
  async function setReviewRules(context: RequestContext): Promise<ReviewRules> {
    const changes = await jsonBody(webRequestOf(context), ReviewRulesBodySchema);
    store.requests.setRules(changes);
    // Only the rules given are noted (a rule left out is undefined, which JSON leaves out).
    store.audit.record({ ...auditOf(context), action: 'review-rules-changed', detail: changes });
    return store.requests.rules();
  }

  async function answer(context: RequestContext, route: string): Promise<unknown> {
    if (route === 'GET /_team/api/admin/people') return { people: store.people.active().map(personInfo) };
    if (route === 'GET /_team/api/admin/invitations')
      return {
        invitations: store.invitations
          .pending()
          .map((invitation) => ({ role: invitation.role, email: invitation.email, expires: new Date(invitation.expires).toISOString() })),
      };
    if (route === 'POST /_team/api/admin/invitations') return invite(context, await jsonBody(webRequestOf(context), InviteRequestSchema));
    if (route === 'GET /_team/api/admin/audit') return auditPage(context);
    if (route === 'GET /_team/api/admin/review-rules') return store.requests.rules();
    if (route === 'PUT /_team/api/admin/review-rules') return setReviewRules(context);
    if (/^PATCH \/_team\/api\/admin\/people\/\d+$/.test(route)) return changeRole(context);
    if (/^DELETE \/_team\/api\/admin\/people\/\d+$/.test(route)) return remove(context);
    throw refuse(404, 'not-found', `The studio has no ${context.url.pathname} — see studio/README.md for the team server's routes.`);
  }

  return { answer, invite };
}
