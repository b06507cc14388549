/**
 * The marker `npm run new` puts in front of every text the author still has to write. The
 * validator refuses any text containing it, so a half-written page can never be published.
 */
export const placeholderMarker = 'REPLACE:';

/** Notes people leave in drafts; written in capitals so that ordinary words ("to do") pass. */
const draftNote = /\b(TODO|FIXME|TBD)\b/;
/** The usual filler text of layouts and mock-ups. */
const filler = /\b(lorem|ipsum)\b/i;

/** Why a text is not finished content yet: the catalogue code, with the note found for a draft note. */
export type Unfinished = { code: 'placeholder' } | { code: 'filler-text' } | { code: 'draft-note'; note: string };

/** Why `text` is not finished content yet; undefined when it is. */
export function unfinishedText(text: string): Unfinished | undefined {
  if (text.includes(placeholderMarker)) return { code: 'placeholder' };
  if (filler.test(text)) return { code: 'filler-text' };
  const note = draftNote.exec(text)?.[1];
  return note === undefined ? undefined : { code: 'draft-note', note };
}
