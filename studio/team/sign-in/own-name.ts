import type { TeamDatabase } from '../database/index.ts';
import { auditOf, personOf, type TeamContext } from '../http/context.ts';
import { meOf, type MeResponse } from './me.ts';
import { checkedName } from './person-name.ts';

/**
 * `PATCH /_team/api/me/name`: the signed-in person changes the name they go by, by the rule joining
 * uses. Only the name: the e-mail address is who they are. Each request reads the person from the
 * database, so their next save is a commit under the new name; commits made before keep the old one.
 */
export function changeOwnName(store: TeamDatabase, c: TeamContext, wanted: string): MeResponse {
  const person = personOf(c);
  const name = checkedName(wanted, person.email);
  if (name !== person.name) {
    store.people.rename(person.id, name);
    store.audit.record({ ...auditOf(c), action: 'name-changed', detail: { person: person.id, from: person.name, to: name } });
  }
  return meOf({ ...person, name }, store.requests.rules());
}
