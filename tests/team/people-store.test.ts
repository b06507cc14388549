import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { minute } from '../../studio/team/database/clock.ts';
import { schemaVersion } from '../../studio/team/database/database.ts';
import { openTeamDatabase } from '../../studio/team/database/index.ts';
import { testClock } from '../helpers/team-server.ts';

const dataDir = () => join(mkdtempSync(join(tmpdir(), 'people-store-')), 'data');

describe('the people store', () => {
  it('writes its schema version and refuses a database from a newer studio', () => {
    const folder = dataDir();
    openTeamDatabase(folder).close();
    const database = new DatabaseSync(join(folder, 'studio.db'));
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: schemaVersion });
    database.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
    database.close();
    expect(() => openTeamDatabase(folder)).toThrow(
      `written by a newer version of the studio (schema ${schemaVersion + 1}, this one knows ${schemaVersion})`,
    );
  });

  it('keeps only hashes of session and invitation secrets', () => {
    const folder = dataDir();
    const store = openTeamDatabase(folder);
    const person = store.people.add({ name: 'Ada', email: 'ada@example.com', role: 'admin' });
    const session = store.sessions.start(person.id, 'test');
    const { token } = store.invitations.create({ role: 'author', createdBy: person.id });
    store.close();
    const database = new DatabaseSync(join(folder, 'studio.db'));
    const everything = JSON.stringify([
      database.prepare('SELECT * FROM sessions').all(),
      database.prepare('SELECT * FROM invitations').all(),
    ]);
    database.close();
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(everything).not.toContain(session);
    expect(everything).not.toContain(token);
  });

  it('limits failed sign-ins per account as well as per address', () => {
    const clock = testClock();
    const store = openTeamDatabase(dataDir(), clock.now);
    for (let address = 1; address <= 10; address += 1) store.failures.note(`10.0.0.${address}`, '7');
    // Ten addresses, one failure each: none of them is limited, but the account they tried is.
    expect(store.failures.waitSeconds('10.0.0.1')).toBeUndefined();
    expect(store.failures.waitSeconds('10.0.0.99', '7')).toBe(60);
    expect(store.failures.waitSeconds('10.0.0.99', '8')).toBeUndefined();
    clock.advance(minute);
    expect(store.failures.waitSeconds('10.0.0.99', '7')).toBeUndefined();
    store.close();
  });
});
