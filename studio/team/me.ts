import { abilitiesOf, type Abilities } from './people/roles.ts';
import type { Person, Role } from './people/index.ts';

/** `GET /_studio/api/me`: who is signed in and what they may do, so the screens hide the rest. */
export interface MeResponse {
  person: { id: number; name: string; email: string; role: Role };
  can: Abilities;
}

export const meOf = (person: Person): MeResponse => ({
  person: { id: person.id, name: person.name, email: person.email, role: person.role },
  can: abilitiesOf(person.role),
});
