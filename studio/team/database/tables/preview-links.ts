import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { day, type Clock } from '../clock.ts';
import { oneRow } from '../rows.ts';
import { hashOf, newSecret } from '../tokens.ts';

/** How long a preview link works unless its maker says otherwise, and the longest it may. */
export const previewLinkDays = { usual: 7, longest: 30 } as const;

export const PreviewLinkRow = z.object({
  /** How the screens name the link (not its secret): 16 hex digits. */
  id: z.string(),
  token_hash: z.string(),
  request_id: z.number(),
  made_by: z.number(),
  made: z.number(),
  expires: z.number(),
  /** When it was withdrawn (null: not withdrawn), and by whom. */
  revoked: z.number().nullable(),
  revoked_by: z.number().nullable(),
});
export type PreviewLink = z.infer<typeof PreviewLinkRow>;

/** Why a preview link does not open, for the person who followed it. */
export type PreviewLinkState =
  | { ok: true; link: PreviewLink }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked'; link?: PreviewLink };

/**
 * Preview links of change requests: the link holds a secret token, the database only its hash. A
 * link shows one request's pages, read-only, to anyone who has it, until it expires or is withdrawn.
 */
export function previewLinksTable(database: DatabaseSync, now: Clock) {
  function make(link: { requestId: number; madeBy: number; days: number }): { token: string; link: PreviewLink } {
    const token = newSecret();
    const made = now();
    const row = database
      .prepare('INSERT INTO preview_links (id, token_hash, request_id, made_by, made, expires) VALUES (?, ?, ?, ?, ?, ?) RETURNING *')
      .get(hashOf(`id:${token}`).slice(0, 16), hashOf(token), link.requestId, link.madeBy, made, made + link.days * day);
    return { token, link: PreviewLinkRow.parse(row) };
  }

  function check(token: string): PreviewLinkState {
    const link = oneRow(PreviewLinkRow, database.prepare('SELECT * FROM preview_links WHERE token_hash = ?').get(hashOf(token)));
    if (link === undefined) return { ok: false, reason: 'unknown' };
    if (link.revoked !== null) return { ok: false, reason: 'revoked', link };
    if (link.expires <= now()) return { ok: false, reason: 'expired', link };
    return { ok: true, link };
  }

  /** The links of a request that still work, the newest first. */
  const working = (requestId: number): PreviewLink[] =>
    database
      .prepare('SELECT * FROM preview_links WHERE request_id = ? AND revoked IS NULL AND expires > ? ORDER BY made DESC, id')
      .all(requestId, now())
      .map((row) => PreviewLinkRow.parse(row));

  /** Withdraws a working link of the request; the link as it was, or undefined when there is no such working link. */
  function revoke(requestId: number, id: string, by: number): PreviewLink | undefined {
    const row = database
      .prepare(
        'UPDATE preview_links SET revoked = ?, revoked_by = ? WHERE request_id = ? AND id = ? AND revoked IS NULL AND expires > ? RETURNING *',
      )
      .get(now(), by, requestId, id, now());
    return oneRow(PreviewLinkRow, row);
  }

  return { make, check, working, revoke };
}
