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

  function add(person: { name: string; email: string; role: Role }): Person {
    const row = database
      .prepare('INSERT INTO people (name, email, role, created) VALUES (?, ?, ?, ?) RETURNING *')
      .get(person.name, person.email, person.role, now());
    return PersonRow.parse(row);
  }

  const setRole = (id: number, role: Role): void => {
    database.prepare('UPDATE people SET role = ? WHERE id = ?').run(role, id);
  };
  const remove = (id: number): void => {
    database.prepare('UPDATE people SET removed = ? WHERE id = ?').run(now(), id);
  };

  return { byId, byEmail, active, adminCount, add, setRole, remove };
}
