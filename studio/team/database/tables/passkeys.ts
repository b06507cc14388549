import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import { oneRow, PasskeyRow, type PasskeyRecord } from '../rows.ts';

/** A passkey as the WebAuthn library wants it back. */
export interface StoredPasskey {
  id: string;
  personId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

const passkeyOf = (row: PasskeyRecord): StoredPasskey => ({
  id: row.credential_id,
  personId: row.person_id,
  publicKey: new Uint8Array(row.public_key),
  counter: row.counter,
  transports: row.transports === '' ? [] : row.transports.split(','),
});

/** The passkeys people registered: the public key and signature counter of each; the private key never leaves the person's device. */
export function passkeysTable(database: DatabaseSync, now: Clock) {
  function add(passkey: StoredPasskey): void {
    database
      .prepare('INSERT INTO passkeys (credential_id, person_id, public_key, counter, transports, created) VALUES (?, ?, ?, ?, ?, ?)')
      .run(passkey.id, passkey.personId, passkey.publicKey, passkey.counter, passkey.transports.join(','), now());
  }
  function byId(id: string): StoredPasskey | undefined {
    const row = oneRow(PasskeyRow, database.prepare('SELECT * FROM passkeys WHERE credential_id = ?').get(id));
    return row === undefined ? undefined : passkeyOf(row);
  }
  const ofPerson = (personId: number): StoredPasskey[] =>
    database
      .prepare('SELECT * FROM passkeys WHERE person_id = ?')
      .all(personId)
      .map((row) => passkeyOf(PasskeyRow.parse(row)));
  const setCounter = (id: string, counter: number): void => {
    database.prepare('UPDATE passkeys SET counter = ? WHERE credential_id = ?').run(counter, id);
  };
  return { add, byId, ofPerson, setCounter };
}
