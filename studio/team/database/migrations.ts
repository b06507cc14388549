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
  // Change requests (studio/team/publish/): a draft asked for review, its comments, the review rules.
  `
  CREATE TABLE change_requests (
    id INTEGER PRIMARY KEY,
    draft TEXT NOT NULL,
    title TEXT NOT NULL,
    note TEXT NOT NULL,
    author_id INTEGER NOT NULL REFERENCES people (id),
    state TEXT NOT NULL CHECK (state IN ('in-review', 'changes-requested', 'approved', 'publishing', 'published', 'closed')),
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL,
    approved_by INTEGER REFERENCES people (id),
    approved_head TEXT,
    publishing_by INTEGER REFERENCES people (id),
    publishing_draft_head TEXT,
    publishing_main_before TEXT,
    published_commit TEXT,
    published_release TEXT,
    scheduled_at INTEGER,
    scheduled_by INTEGER REFERENCES people (id),
    last_problem TEXT
  );
  CREATE UNIQUE INDEX change_requests_open_draft ON change_requests (draft) WHERE state NOT IN ('published', 'closed');
  CREATE TABLE request_comments (
    id INTEGER PRIMARY KEY,
    request_id INTEGER NOT NULL REFERENCES change_requests (id),
    person_id INTEGER NOT NULL REFERENCES people (id),
    file TEXT,
    text TEXT NOT NULL,
    time INTEGER NOT NULL
  );
  CREATE INDEX request_comments_request ON request_comments (request_id);
  CREATE TABLE review_rules (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    approver_not_author INTEGER NOT NULL
  );
  INSERT INTO review_rules (id, approver_not_author) VALUES (1, 0);
  `,
  // Authors save into drafts only (studio/team/saving/studio-routes.ts), unless an admin turns the rule off.
  `
  ALTER TABLE review_rules ADD COLUMN authors_use_drafts INTEGER NOT NULL DEFAULT 1;
  `,
  // When a person's e-mail address was proven theirs (null: typed in at join, never proven). Those who
  // joined through an invitation naming their address, or through the company's provider (no passkey), are.
  `
  ALTER TABLE people ADD COLUMN email_proven INTEGER;
  UPDATE people SET email_proven = created
    WHERE id IN (SELECT used_by FROM invitations WHERE email IS NOT NULL AND lower(email) = lower(people.email))
       OR id NOT IN (SELECT person_id FROM passkeys);
  `,
  // An admin may withdraw an invitation not used yet: its link works no more.
  `
  ALTER TABLE invitations ADD COLUMN revoked INTEGER;
  `,
  // Preview links: someone without an account looks at a change request's pages (studio/team/publish/shared-preview.ts).
  `
  CREATE TABLE preview_links (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    request_id INTEGER NOT NULL REFERENCES change_requests (id),
    made_by INTEGER NOT NULL REFERENCES people (id),
    made INTEGER NOT NULL,
    expires INTEGER NOT NULL,
    revoked INTEGER,
    revoked_by INTEGER REFERENCES people (id)
  );
  CREATE INDEX preview_links_request ON preview_links (request_id);
  `,
];
