import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import { oneRow } from '../rows.ts';
import { CommentRow, RequestRow, ReviewRulesRow, type CommentRecord, type RequestRecord, type RequestState } from './request-rows.ts';

/** How review works here, set by an admin. */
export interface ReviewRules {
  /** The person who approves a request may not be its author. */
  approverNotAuthor: boolean;
  /** An author's saves go into a draft, never straight onto main (on unless an admin turns it off). */
  authorsUseDrafts: boolean;
}

/** The columns a step of the workflow may change, besides the state. */
export type RequestChanges = Partial<
  Pick<
    RequestRecord,
    | 'title'
    | 'note'
    | 'approved_by'
    | 'approved_head'
    | 'publishing_by'
    | 'publishing_draft_head'
    | 'publishing_main_before'
    | 'published_commit'
    | 'published_release'
    | 'scheduled_at'
    | 'scheduled_by'
    | 'last_problem'
  >
>;

/** Change requests, their comments and the review rules, in the studio's database (migration 2). */
export function requestsTable(database: DatabaseSync, now: Clock) {
  const byId = (id: number): RequestRecord | undefined =>
    oneRow(RequestRow, database.prepare('SELECT * FROM change_requests WHERE id = ?').get(id));

  /** The request of a draft that is not published or closed yet, if any. */
  const openOfDraft = (draft: string): RequestRecord | undefined =>
    oneRow(
      RequestRow,
      database.prepare("SELECT * FROM change_requests WHERE draft = ? AND state NOT IN ('published', 'closed')").get(draft),
    );

  function create(request: { draft: string; title: string; note: string; authorId: number }): RequestRecord {
    const row = database
      .prepare(
        "INSERT INTO change_requests (draft, title, note, author_id, state, created, updated) VALUES (?, ?, ?, ?, 'in-review', ?, ?) RETURNING *",
      )
      .get(request.draft, request.title, request.note, request.authorId, now(), now());
    return RequestRow.parse(row);
  }

  /** Moves a request from one of `from` to `to`, with the given columns; undefined when it was in none of `from` (someone else moved it). */
  function move(id: number, from: readonly RequestState[], to: RequestState, changes: RequestChanges = {}): RequestRecord | undefined {
    const columns = Object.entries(changes);
    const sets = ['state = ?', 'updated = ?', ...columns.map(([column]) => `${column} = ?`)].join(', ');
    const values: SQLInputValue[] = [to, now(), ...columns.map(([, value]) => value ?? null), id, ...from];
    const row = database
      .prepare(`UPDATE change_requests SET ${sets} WHERE id = ? AND state IN (${from.map(() => '?').join(', ')}) RETURNING *`)
      .get(...values);
    return oneRow(RequestRow, row);
  }

  /** Changes columns without moving the state (a schedule, a problem noted). */
  function update(id: number, changes: RequestChanges): RequestRecord | undefined {
    const request = byId(id);
    return request === undefined ? undefined : move(id, [request.state], request.state, changes);
  }

  const list = (filter: { authorId?: number | undefined } = {}): RequestRecord[] =>
    (filter.authorId === undefined
      ? database.prepare('SELECT * FROM change_requests ORDER BY updated DESC, id DESC').all()
      : database.prepare('SELECT * FROM change_requests WHERE author_id = ? ORDER BY updated DESC, id DESC').all(filter.authorId)
    ).map((row) => RequestRow.parse(row));

  const inState = (state: RequestState): RequestRecord[] =>
    database
      .prepare('SELECT * FROM change_requests WHERE state = ? ORDER BY id')
      .all(state)
      .map((row) => RequestRow.parse(row));

  /** Approved requests whose scheduled time has come, the earliest first. */
  const due = (): RequestRecord[] =>
    database
      .prepare(
        "SELECT * FROM change_requests WHERE state = 'approved' AND scheduled_at IS NOT NULL AND scheduled_at <= ? ORDER BY scheduled_at",
      )
      .all(now())
      .map((row) => RequestRow.parse(row));

  function comment(entry: { requestId: number; personId: number; file: string | null; text: string }): void {
    database
      .prepare('INSERT INTO request_comments (request_id, person_id, file, text, time) VALUES (?, ?, ?, ?, ?)')
      .run(entry.requestId, entry.personId, entry.file, entry.text, now());
  }

  const comments = (requestId: number): CommentRecord[] =>
    database
      .prepare(
        'SELECT request_comments.*, people.name AS person_name FROM request_comments LEFT JOIN people ON people.id = request_comments.person_id WHERE request_id = ? ORDER BY request_comments.id',
      )
      .all(requestId)
      .map((row) => CommentRow.parse(row));

  const rules = (): ReviewRules => {
    const row = ReviewRulesRow.parse(
      database.prepare('SELECT approver_not_author, authors_use_drafts FROM review_rules WHERE id = 1').get(),
    );
    return { approverNotAuthor: row.approver_not_author === 1, authorsUseDrafts: row.authors_use_drafts === 1 };
  };
  /** Changes the rules given; the others stay as they are. */
  const setRules = (changes: { approverNotAuthor?: boolean | undefined; authorsUseDrafts?: boolean | undefined }): void => {
    const current = rules();
    const next = {
      approverNotAuthor: changes.approverNotAuthor ?? current.approverNotAuthor,
      authorsUseDrafts: changes.authorsUseDrafts ?? current.authorsUseDrafts,
    };
    database
      .prepare('UPDATE review_rules SET approver_not_author = ?, authors_use_drafts = ? WHERE id = 1')
      .run(next.approverNotAuthor ? 1 : 0, next.authorsUseDrafts ? 1 : 0);
  };

  return { byId, openOfDraft, create, move, update, list, inState, due, comment, comments, rules, setRules };
}

export type RequestsTable = ReturnType<typeof requestsTable>;
