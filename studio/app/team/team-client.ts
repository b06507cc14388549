import { apiCall, type Method } from '../../api/contract/api-call.ts';
import type { MeResponse } from '../../team/sign-in/me.ts';
import type { InvitationCreated, InvitationInfo, PersonInfo, SignInMethods } from '../../team/server/team-api-types.ts';
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
  methods: () => call<SignInMethods>('GET', '/_team/api/sign-in-methods'),
  invitation: (token: string) => call<InvitationInfo>('GET', `/_team/api/invitation?token=${encodeURIComponent(token)}`),
  joinOptions: <O>(token: string, name: string, email: string) =>
    call<Ceremony<O>>('POST', '/_team/api/join/options', { token, name, email }),
  join: (ceremony: string, response: unknown) => call<MeResponse>('POST', '/_team/api/join', { ceremony, response }),
  signInOptions: <O>() => call<Ceremony<O>>('POST', '/_team/api/sign-in/options'),
  signIn: (ceremony: string, response: unknown) => call<MeResponse>('POST', '/_team/api/sign-in', { ceremony, response }),
  me: () => call<MeResponse>('GET', '/_studio/api/me'),
  signOut: () => call<unknown>('POST', '/_team/api/sign-out'),
  signOutEverywhere: () => call<unknown>('POST', '/_team/api/sign-out-everywhere'),
  people: () => call<{ people: PersonInfo[] }>('GET', '/_team/api/admin/people'),
  invitations: () => call<{ invitations: InvitationInfo[] }>('GET', '/_team/api/admin/invitations'),
  invite: (role: Role, email?: string) =>
    call<InvitationCreated>('POST', '/_team/api/admin/invitations', email ? { role, email } : { role }),
  changeRole: (id: number, role: Role) => call<PersonInfo>('PATCH', `/_team/api/admin/people/${id}`, { role }),
  remove: (id: number) => call<unknown>('DELETE', `/_team/api/admin/people/${id}`),
  audit: (before?: number) =>
    call<{ entries: AuditEntry[]; next: number | null }>('GET', `/_team/api/admin/audit${before === undefined ? '' : `?before=${before}`}`),
};
