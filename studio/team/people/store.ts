import { openDatabase } from './database.ts';
import type { Clock } from './clock.ts';
import { auditLog } from './audit.ts';
import { failedSignIns } from './failures.ts';
import { invitationsTable } from './invitations.ts';
import { passkeysTable } from './passkeys.ts';
import { peopleTable } from './people.ts';
import { sessionsTable } from './sessions.ts';
import { requestsTable } from './requests-table.ts';

/** Everything the team studio keeps about people, in `<data>/studio.db`. */
export function openPeopleStore(dataDir: string, now: Clock = Date.now) {
  const database = openDatabase(dataDir);
  return {
    people: peopleTable(database, now),
    passkeys: passkeysTable(database, now),
    sessions: sessionsTable(database, now),
    invitations: invitationsTable(database, now),
    audit: auditLog(database, now),
    failures: failedSignIns(database, now),
    /** Change requests (their review and publishing are studio/team/publish/), in the same database. */
    requests: requestsTable(database, now),
    now,
    /** Runs `work` as one transaction: all of it is written, or none. */
    inTransaction<T>(work: () => T): T {
      database.exec('BEGIN IMMEDIATE');
      try {
        const result = work();
        database.exec('COMMIT');
        return result;
      } catch (error) {
        database.exec('ROLLBACK');
        throw error;
      }
    },
    close: () => {
      database.close();
    },
  };
}

export type PeopleStore = ReturnType<typeof openPeopleStore>;
