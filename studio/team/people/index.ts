/** The team studio's people: accounts, roles, passkeys, sessions, invitations and the audit log, in node:sqlite. */
export { openPeopleStore, type PeopleStore } from './store.ts';
export type { Person } from './rows.ts';
export { RoleSchema, type Role, abilitiesOf, hasRole } from './roles.ts';
