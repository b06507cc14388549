import { z } from 'zod';

export const RoleSchema = z.enum(['author', 'publisher', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** Each role may do what the one before it may, and more. */
const rank: Record<Role, number> = { author: 1, publisher: 2, admin: 3 };

export const hasRole = (role: Role, needed: Role): boolean => rank[role] >= rank[needed];

/** What a role may do, for the screens to hide what it may not. */
export interface Abilities {
  edit: boolean;
  publish: boolean;
  manage: boolean;
}

export const abilitiesOf = (role: Role): Abilities => ({ edit: true, publish: hasRole(role, 'publisher'), manage: hasRole(role, 'admin') });

/** How a role is named to people. */
export const roleWords: Record<Role, string> = { author: 'author', publisher: 'publisher', admin: 'admin' };
