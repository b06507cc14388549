/** The team studio's records in node:sqlite: people, roles, passkeys, sessions, invitations, the audit log and change requests. */
export { openTeamDatabase, type TeamDatabase } from './store.ts';
export type { Person } from './rows.ts';
export { RoleSchema, type Role, abilitiesOf, hasRole } from './roles.ts';
