import type { DatabaseSync } from 'node:sqlite';
import { minute, type Clock } from '../clock.ts';
import { CountRow } from '../rows.ts';

/** Failed sign-ins allowed per address, and per account, in one minute; the next one is refused. */
export const failuresAllowed = 10;
const window = minute;

/** Failed sign-ins, counted per address and per account over the last minute. */
export function failedSignIns(database: DatabaseSync, now: Clock) {
  const count = (column: 'address' | 'account', value: string): number =>
    CountRow.parse(
      database.prepare(`SELECT count(*) AS count FROM failed_sign_ins WHERE ${column} = ? AND time > ?`).get(value, now() - window),
    ).count;
  const oldestSince = (column: 'address' | 'account', value: string): number | undefined => {
    const row = database
      .prepare(`SELECT min(time) AS oldest FROM failed_sign_ins WHERE ${column} = ? AND time > ?`)
      .get(value, now() - window);
    return typeof row?.oldest === 'number' ? row.oldest : undefined;
  };

  function note(address: string, account: string | undefined): void {
    database.prepare('INSERT INTO failed_sign_ins (time, address, account) VALUES (?, ?, ?)').run(now(), address, account ?? null);
    // Older rows count for nothing; the table stays small.
    database.prepare('DELETE FROM failed_sign_ins WHERE time <= ?').run(now() - window);
  }

  /** Seconds to wait before the next try, when this address or account has failed too often; else undefined. */
  function waitSeconds(address: string, account?: string): number | undefined {
    const limited: ('address' | 'account')[] = [];
    if (count('address', address) >= failuresAllowed) limited.push('address');
    if (account !== undefined && count('account', account) >= failuresAllowed) limited.push('account');
    if (limited.length === 0) return undefined;
    const oldest = Math.min(...limited.map((column) => oldestSince(column, column === 'address' ? address : (account ?? '')) ?? now()));
    return Math.max(1, Math.ceil((oldest + window - now()) / 1000));
  }

  return { note, waitSeconds };
}
