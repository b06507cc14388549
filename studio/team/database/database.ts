import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrations } from './migrations.ts';

/** The schema version this code writes; a database from newer code is not opened. */
export const schemaVersion = migrations.length;

const versionOf = (database: DatabaseSync): number => {
  const row = database.prepare('PRAGMA user_version').get();
  const version = row?.user_version;
  return typeof version === 'number' ? version : 0;
};

/** Opens (or creates) `<data>/studio.db` and brings its schema up to date, one migration at a time. */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const database = new DatabaseSync(join(dataDir, 'studio.db'));
  // WAL: readers never wait for the one writer; a crash leaves the last committed state.
  database.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  const version = versionOf(database);
  if (version > schemaVersion) {
    database.close();
    throw new Error(
      `The data folder ${dataDir} was written by a newer version of the studio (schema ${version}, this one knows ${schemaVersion}) — update the studio before starting it.`,
    );
  }
  for (const [index, step] of migrations.entries()) {
    if (index < version) continue;
    database.exec('BEGIN');
    try {
      database.exec(step);
      database.exec(`PRAGMA user_version = ${index + 1}`);
      database.exec('COMMIT');
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    }
  }
  return database;
}
