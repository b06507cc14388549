import type { DatabaseSync } from 'node:sqlite';
import { day, type Clock } from '../clock.ts';
import type { Role } from '../roles.ts';
import { InvitationRow, oneRow, type Invitation } from '../rows.ts';
import { hashOf, newSecret } from '../tokens.ts';

/** How long an invitation link works. */
export const invitationLifetime = 7 * day;

/** Why an invitation link does not work, in words for the person who opened it. */
export type InvitationState =
  | { ok: true; invitation: Invitation }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'revoked'; message: string };

/** How the admin page names an invitation: the start of its token's hash (the token itself is never kept). */
export const invitationId = (invitation: Invitation): string => invitation.token_hash.slice(0, 16);

/** Invitations: the link holds a secret token, the database only its hash. Each works once, for 7 days, for one role. */
export function invitationsTable(database: DatabaseSync, now: Clock) {
  function create(invitation: { role: Role; email?: string | undefined; createdBy: number | null }): {
    token: string;
    invitation: Invitation;
  } {
    const token = newSecret();
    const created = now();
    const row = database
      .prepare('INSERT INTO invitations (token_hash, role, email, created_by, created, expires) VALUES (?, ?, ?, ?, ?, ?) RETURNING *')
      .get(hashOf(token), invitation.role, invitation.email ?? null, invitation.createdBy, created, created + invitationLifetime);
    return { token, invitation: InvitationRow.parse(row) };
  }

  function check(token: string): InvitationState {
    const invitation = oneRow(InvitationRow, database.prepare('SELECT * FROM invitations WHERE token_hash = ?').get(hashOf(token)));
    if (invitation === undefined)
      return {
        ok: false,
        reason: 'unknown',
        message: 'This invitation link is not known here — check that you copied all of it, or ask an admin for a new one.',
      };
    if (invitation.revoked !== null)
      return {
        ok: false,
        reason: 'revoked',
        message: 'This invitation link was withdrawn by an admin — ask an admin for a new one.',
      };
    if (invitation.used_at !== null)
      return {
        ok: false,
        reason: 'used',
        message:
          'This invitation link has been used already — each link works once. Sign in with your passkey, or ask an admin for a new link.',
      };
    if (invitation.expires <= now())
      return {
        ok: false,
        reason: 'expired',
        message: 'This invitation link has expired (links work for 7 days) — ask an admin for a new one.',
      };
    return { ok: true, invitation };
  }

  /** Marks the invitation used, unless someone used it in the meantime; true when this call used it. */
  function use(token: string, personId: number): boolean {
    const result = database
      .prepare(
        'UPDATE invitations SET used_at = ?, used_by = ? WHERE token_hash = ? AND used_at IS NULL AND revoked IS NULL AND expires > ?',
      )
      .run(now(), personId, hashOf(token), now());
    return result.changes === 1;
  }

  /** An open invitation for this e-mail address (the newest), for a first sign-in through the company's provider. */
  function openFor(email: string): Invitation | undefined {
    return oneRow(
      InvitationRow,
      database
        .prepare(
          'SELECT * FROM invitations WHERE lower(email) = lower(?) AND used_at IS NULL AND revoked IS NULL AND expires > ? ORDER BY created DESC',
        )
        .get(email, now()),
    );
  }

  function useByHash(tokenHash: string, personId: number): boolean {
    return (
      database
        .prepare('UPDATE invitations SET used_at = ?, used_by = ? WHERE token_hash = ? AND used_at IS NULL AND revoked IS NULL')
        .run(now(), personId, tokenHash).changes === 1
    );
  }

  const pending = (): Invitation[] =>
    database
      .prepare('SELECT * FROM invitations WHERE used_at IS NULL AND revoked IS NULL AND expires > ? ORDER BY created DESC')
      .all(now())
      .map((row) => InvitationRow.parse(row));

  /** Withdraws an invitation not used yet (by `invitationId`); true when this call withdrew it. */
  const revoke = (id: string): boolean =>
    database
      .prepare(
        'UPDATE invitations SET revoked = ? WHERE substr(token_hash, 1, 16) = ? AND used_at IS NULL AND revoked IS NULL AND expires > ?',
      )
      .run(now(), id, now()).changes === 1;

  return { create, check, use, openFor, useByHash, pending, revoke };
}
