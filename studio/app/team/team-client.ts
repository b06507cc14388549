import { hc } from 'hono/client';
import { answerOf, clientOptions } from '../../api/contract/api-call.ts';
import { apiBase } from '../../api/contract/routes.ts';
import type { StudioApiRoutes } from '../../server/api.ts';
import type { TeamApiRoutes } from '../../team/server/app.ts';
import type { Role } from '../../team/database/roles.ts';
import type { JoinRequest, SignInRequest } from '../../team/http/team-api-types.ts';

/** The team server's API through the screens' one typed client: every route's input and answer as the route table declares them. */
export const teamApi = hc<TeamApiRoutes>('/', clientOptions());
/** The team API's own routes, under `/_team/api`. */
export const team = teamApi._team.api;
/** The studio API's routes the team screens read (the site's settings file). */
export const studioFiles = hc<StudioApiRoutes>(apiBase, clientOptions());

export const teamClient = {
  methods: () => answerOf(team['sign-in-methods'].$get()),
  invitation: (token: string) => answerOf(team.invitation.$get({ query: { token } })),
  joinOptions: (token: string, name: string, email: string) => answerOf(team.join.options.$post({ json: { token, name, email } })),
  join: (ceremony: string, response: JoinRequest['response']) => answerOf(team.join.$post({ json: { ceremony, response } })),
  signInOptions: () => answerOf(team['sign-in'].options.$post()),
  signIn: (ceremony: string, response: SignInRequest['response']) => answerOf(team['sign-in'].$post({ json: { ceremony, response } })),
  me: () => answerOf(teamApi._studio.api.me.$get()),
  changeOwnName: (name: string) => answerOf(team.me.name.$patch({ json: { name } })),
  signOut: () => answerOf(team['sign-out'].$post()),
  signOutEverywhere: () => answerOf(team['sign-out-everywhere'].$post()),
  people: () => answerOf(team.admin.people.$get()),
  invitations: () => answerOf(team.admin.invitations.$get()),
  revokeInvitation: (id: string) => answerOf(team.admin.invitations[':id{[0-9a-f]{16}}'].$delete({ param: { id } })),
  invite: (role: Role, email?: string) => answerOf(team.admin.invitations.$post({ json: email ? { role, email } : { role } })),
  changeRole: (id: number, role: Role) => answerOf(team.admin.people[':id{[0-9]+}'].$patch({ param: { id: String(id) }, json: { role } })),
  remove: (id: number) => answerOf(team.admin.people[':id{[0-9]+}'].$delete({ param: { id: String(id) } })),
  audit: (before?: number) => answerOf(team.admin.audit.$get({ query: before === undefined ? {} : { before: String(before) } })),
};
