import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { Role } from '../roles.ts';
import { CountRow, oneRow, PersonRow, type Person } from '../rows.ts';

/** The people who may sign in: a removed person keeps their row (the audit log names them) but signs in no more. */
export function peopleTable(database: DatabaseSync, now: Clock) {
  const byId = (id: number): Person | undefined => oneRow(PersonRow, database.prepare('SELECT * FROM people WHERE id = ?').get(id));
  const byEmail = (email: string): Person | undefined =>
    oneRow(PersonRow, database.prepare('SELECT * FROM people WHERE lower(email) = lower(?) AND removed IS NULL').get(email));
  const active = (): Person[] =>
    database
      .prepare('SELECT * FROM people WHERE removed IS NULL ORDER BY name COLLATE NOCASE, id')
      .all()
      .map((row) => PersonRow.parse(row));
  const adminCount = (): number =>
    CountRow.parse(database.prepare("SELECT count(*) AS count FROM people WHERE role = 'admin' AND removed IS NULL").get()).count;

  /** Adds a person; `addressProven` when the address is known to be theirs (see `email_proven`). */
  function add(person: { name: string; email: string; role: Role; addressProven?: boolean }): Person {
    const created = now();
    const row = database
      .prepare('INSERT INTO people (name, email, role, created, email_proven) VALUES (?, ?, ?, ?, ?) RETURNING *')
      .get(person.name, person.email, person.role, created, person.addressProven === true ? created : null);
    return PersonRow.parse(row);
  }

  /** Whether someone removed from the studio had this address. */
  const wasRemoved = (email: string): boolean =>
    database.prepare('SELECT 1 FROM people WHERE lower(email) = lower(?) AND removed IS NOT NULL').get(email) !== undefined;

  const proveAddress = (id: number): void => {
    database.prepare('UPDATE people SET email_proven = ? WHERE id = ? AND email_proven IS NULL').run(now(), id);
  };

  /** The name a person goes by from now on; their commits so far keep the name they were made with. */
  const rename = (id: number, name: string): void => {
    database.prepare('UPDATE people SET name = ? WHERE id = ?').run(name, id);
  };

  const setRole = (id: number, role: Role): void => {
    database.prepare('UPDATE people SET role = ? WHERE id = ?').run(role, id);
  };
  const remove = (id: number): void => {
    database.prepare('UPDATE people SET removed = ? WHERE id = ?').run(now(), id);
  };

  return { byId, byEmail, active, adminCount, add, wasRemoved, proveAddress, rename, setRole, remove };
}
