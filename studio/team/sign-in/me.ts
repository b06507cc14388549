import { abilitiesOf, type Abilities } from '../database/roles.ts';
import type { Person, Role } from '../database/index.ts';

/** `GET /_studio/api/me`: who is signed in and what they may do, so the screens hide the rest. */
export interface MeResponse {
  person: { id: number; name: string; email: string; role: Role };
  can: Abilities;
  /** The person's changes go into drafts only (an author while the review rules say so): the editor offers a draft instead of Save. */
  draftsOnly: boolean;
}

export const meOf = (person: Person, rules: { authorsUseDrafts: boolean }): MeResponse => ({
  person: { id: person.id, name: person.name, email: person.email, role: person.role },
  can: abilitiesOf(person.role),
  draftsOnly: person.role === 'author' && rules.authorsUseDrafts,
});
