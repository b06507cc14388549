import { openDatabase } from './database.ts';
import type { Clock } from './clock.ts';
import { auditLog } from './tables/audit.ts';
import { failedSignIns } from './tables/failures.ts';
import { invitationsTable } from './tables/invitations.ts';
import { passkeysTable } from './tables/passkeys.ts';
import { peopleTable } from './tables/people.ts';
import { sessionsTable } from './tables/sessions.ts';
import { requestsTable } from './tables/requests.ts';
import { previewLinksTable } from './tables/preview-links.ts';

/** Everything the team studio keeps about people, in `<data>/studio.db`. */
export function openTeamDatabase(dataDir: string, now: Clock = Date.now) {
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
    /** Links that show a change request's pages to someone without an account. */
    previewLinks: previewLinksTable(database, now),
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

export type TeamDatabase = ReturnType<typeof openTeamDatabase>;
