import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { AuditRow } from '../rows.ts';

/** What the audit log records. */
export const AuditActionSchema = z.enum([
  'first-admin-link',
  'signed-in',
  'sign-in-failed',
  'signed-out',
  'signed-out-everywhere',
  'joined',
  'address-proven',
  'invited',
  'invitation-revoked',
  'role-changed',
  'name-changed',
  'removed',
  'saved',
  'save-parked',
  'conflict',
  'restored',
  'changed',
  'refused',
  'draft-started',
  'draft-deleted',
  'review-asked',
  'commented',
  'changes-requested',
  'approved',
  'publish-started',
  'published',
  'publish-failed',
  'publish-settled',
  'publish-scheduled',
  'request-closed',
  'preview-link-made',
  'preview-link-withdrawn',
  'rolled-back',
  'review-rules-changed',
]);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export interface AuditEntry {
  id: number;
  time: string;
  personId: number | null;
  personName: string | null;
  action: string;
  detail: unknown;
  address: string;
}

/** The audit log: who did what, when, from where. Entries are only ever added. */
export function auditLog(database: DatabaseSync, now: Clock) {
  function record(entry: { personId: number | null; action: AuditAction; detail?: Record<string, unknown>; address: string }): void {
    database
      .prepare('INSERT INTO audit_log (time, person_id, action, detail, address) VALUES (?, ?, ?, ?, ?)')
      .run(now(), entry.personId, entry.action, JSON.stringify(entry.detail ?? {}), entry.address);
  }

  /** A page of entries, newest first; `before` is the id of the last entry of the previous page. */
  function page(options: { before?: number | undefined; limit: number }): { entries: AuditEntry[]; next: number | null } {
    const rows = database
      .prepare(
        'SELECT audit_log.*, people.name AS person_name FROM audit_log LEFT JOIN people ON people.id = audit_log.person_id WHERE audit_log.id < ? ORDER BY audit_log.id DESC LIMIT ?',
      )
      .all(options.before ?? Number.MAX_SAFE_INTEGER, options.limit + 1)
      .map((row) => AuditRow.parse(row));
    const entries = rows.slice(0, options.limit).map((row): AuditEntry => ({
      id: row.id,
      time: new Date(row.time).toISOString(),
      personId: row.person_id,
      personName: row.person_name,
      action: row.action,
      detail: JSON.parse(row.detail),
      address: row.address,
    }));
    const last = entries.at(-1);
    return { entries, next: rows.length > options.limit && last !== undefined ? last.id : null };
  }

  return { record, page };
}
