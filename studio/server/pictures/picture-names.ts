import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { refuse } from '../refusal.ts';

/** The longest name a picture gets, before its extension. */
const maxNameLength = 80;

/**
 * The author's file name as a safe one: `Wholesale Photo_1.PNG` -> `wholesale-photo-1`, without
 * its extension (the picture's type decides that). Lower-case letters, digits and hyphens only:
 * accents removed, spaces, underscores and other signs become one hyphen. A name that would leave
 * its folder, or has nothing left, is refused.
 */
export function safePictureName(written: string): string {
  if (written.includes('..') || written.includes('/') || written.includes('\\')) {
    throw refuse('bad-name', `A picture’s name cannot hold "..", "/" or "\\" — give it a plain name, such as "warehouse photo".`);
  }
  const stem = written.trim().replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const safe = stem
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxNameLength)
    .replace(/^-+|-+$/g, '');
  if (safe === '') throw refuse('bad-name', `"${written}" cannot be a picture’s name — use letters or digits, such as "warehouse photo".`);
  return safe;
}

/** A name not yet used in `folder`: `wholesale-2.png`, `wholesale-3.png`… */
export function freePictureName(folder: string, stem: string, extension: string): string {
  for (let count = 2; ; count += 1) {
    const name = `${stem}-${count}${extension}`;
    if (lstatSync(join(folder, name), { throwIfNoEntry: false }) === undefined) return name;
  }
}
