/**
 * The database's schema, one step per version. A step is never changed once released: a new
 * version adds a step. `PRAGMA user_version` holds how many steps a database has had.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE people (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('author', 'publisher', 'admin')),
    created INTEGER NOT NULL,
    removed INTEGER
  );
  CREATE UNIQUE INDEX people_email ON people (lower(email)) WHERE removed IS NULL;
  CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,
    person_id INTEGER NOT NULL REFERENCES people (id),
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    person_id INTEGER NOT NULL REFERENCES people (id),
    created INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    user_agent TEXT NOT NULL,
    ended INTEGER
  );
  CREATE INDEX sessions_person ON sessions (person_id);
  CREATE TABLE invitations (
    token_hash TEXT PRIMARY KEY,
    role TEXT NOT NULL CHECK (role IN ('author', 'publisher', 'admin')),
    email TEXT,
    created_by INTEGER REFERENCES people (id),
    created INTEGER NOT NULL,
    expires INTEGER NOT NULL,
    used_at INTEGER,
    used_by INTEGER REFERENCES people (id)
  );
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    time INTEGER NOT NULL,
    person_id INTEGER REFERENCES people (id),
    action TEXT NOT NULL,
    detail TEXT NOT NULL,
    address TEXT NOT NULL
  );
  CREATE TABLE failed_sign_ins (
    id INTEGER PRIMARY KEY,
    time INTEGER NOT NULL,
    address TEXT NOT NULL,
    account TEXT
  );
  CREATE INDEX failed_sign_ins_time ON failed_sign_ins (time);
  `,
];
