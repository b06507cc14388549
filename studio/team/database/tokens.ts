import { createHash, randomBytes } from 'node:crypto';

/** A secret of 256 random bits, written for a link or a cookie (base64url). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a copy of the database opens no session and no invitation. */
export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');
