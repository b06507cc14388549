/** A time in the reader's own words and time zone: `26 Nov 2026, 17:04`. */
export const timeWords = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The same to the second, where two things of one minute must be told apart (releases, the audit log): `26 Nov 2026, 17:04:31`. */
export const secondWords = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
