export { openPeopleStore, type PeopleStore } from './store.ts';
export type { Person } from './rows.ts';
export { RoleSchema, type Role, abilitiesOf, hasRole } from './roles.ts';
