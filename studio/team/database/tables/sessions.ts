import type { DatabaseSync } from 'node:sqlite';
import { hour, type Clock } from '../clock.ts';
import { oneRow, SessionRow } from '../rows.ts';
import { hashOf, newSecret } from '../tokens.ts';

/** A session ends after this long without a request. */
export const idleLimit = 12 * hour;

/** Sessions: the cookie holds a 256-bit secret, the database its hash. */
export function sessionsTable(database: DatabaseSync, now: Clock) {
  function start(personId: number, userAgent: string): string {
    const secret = newSecret();
    database
      .prepare('INSERT INTO sessions (id_hash, person_id, created, last_seen, user_agent) VALUES (?, ?, ?, ?, ?)')
      .run(hashOf(secret), personId, now(), now(), userAgent.slice(0, 300));
    return secret;
  }

  /** The person a session cookie belongs to, if the session is open and was used in the last 12 hours; the use is noted. */
  function personOf(secret: string): number | undefined {
    const session = oneRow(SessionRow, database.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(hashOf(secret)));
    if (session === undefined || session.ended !== null) return undefined;
    if (now() - session.last_seen >= idleLimit) {
      database.prepare('UPDATE sessions SET ended = ? WHERE id_hash = ?').run(now(), session.id_hash);
      return undefined;
    }
    database.prepare('UPDATE sessions SET last_seen = ? WHERE id_hash = ?').run(now(), session.id_hash);
    return session.person_id;
  }

  /** Whether the session still lets its person in, read without counting as a request (a stream's check must not keep it alive). */
  function stillOpen(secret: string): boolean {
    const session = oneRow(SessionRow, database.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(hashOf(secret)));
    return session !== undefined && session.ended === null && now() - session.last_seen < idleLimit;
  }

  const end = (secret: string): void => {
    database.prepare('UPDATE sessions SET ended = ? WHERE id_hash = ? AND ended IS NULL').run(now(), hashOf(secret));
  };
  const endAllOf = (personId: number): number =>
    Number(database.prepare('UPDATE sessions SET ended = ? WHERE person_id = ? AND ended IS NULL').run(now(), personId).changes);

  return { start, personOf, stillOpen, end, endAllOf };
}
