import { apiCall, type Method } from '../../api/contract/api-call.ts';
import { invitationRoute, personRoute, teamRoutes, withQuery } from '../../api/contract/routes.ts';
import type { MeResponse } from '../../team/sign-in/me.ts';
import type { InvitationCreated, InvitationInfo, PendingInvitation, PersonInfo, SignInMethods } from '../../team/http/team-api-types.ts';
import type { AuditEntry } from '../../team/database/tables/audit.ts';
import type { Role } from '../../team/database/roles.ts';

/** A call to the team server's API (`apiCall`, the screens' one client). */
export const call = <T>(method: Method, route: string, body?: unknown): Promise<T> => apiCall<T>(method, route, body);

/** Options for the browser's passkey prompt, as @simplewebauthn/server made them, with the id to send back. */
export interface Ceremony<O> {
  ceremony: string;
  options: O;
}

export const teamClient = {
  methods: () => call<SignInMethods>('GET', teamRoutes.signInMethods),
  invitation: (token: string) => call<InvitationInfo>('GET', withQuery(teamRoutes.invitation, { token })),
  joinOptions: <O>(token: string, name: string, email: string) => call<Ceremony<O>>('POST', teamRoutes.joinOptions, { token, name, email }),
  join: (ceremony: string, response: unknown) => call<MeResponse>('POST', teamRoutes.join, { ceremony, response }),
  signInOptions: <O>() => call<Ceremony<O>>('POST', teamRoutes.signInOptions),
  signIn: (ceremony: string, response: unknown) => call<MeResponse>('POST', teamRoutes.signIn, { ceremony, response }),
  me: () => call<MeResponse>('GET', teamRoutes.me),
  changeOwnName: (name: string) => call<MeResponse>('PATCH', teamRoutes.ownName, { name }),
  signOut: () => call<unknown>('POST', teamRoutes.signOut),
  signOutEverywhere: () => call<unknown>('POST', teamRoutes.signOutEverywhere),
  people: () => call<{ people: PersonInfo[] }>('GET', teamRoutes.people),
  invitations: () => call<{ invitations: PendingInvitation[] }>('GET', teamRoutes.invitations),
  revokeInvitation: (id: string) => call<unknown>('DELETE', invitationRoute(id)),
  invite: (role: Role, email?: string) => call<InvitationCreated>('POST', teamRoutes.invitations, email ? { role, email } : { role }),
  changeRole: (id: number, role: Role) => call<PersonInfo>('PATCH', personRoute(id), { role }),
  remove: (id: number) => call<unknown>('DELETE', personRoute(id)),
  audit: (before?: number) => call<{ entries: AuditEntry[]; next: number | null }>('GET', withQuery(teamRoutes.audit, { before })),
};
