/**
 * The marker `npm run new` puts in front of every text the author still has to write. The
 * validator refuses any text containing it, so a half-written page can never be published.
 */
export const placeholderMarker = 'REPLACE:';

/** Notes people leave in drafts; written in capitals so that ordinary words ("to do") pass. */
const draftNote = /\b(TODO|FIXME|TBD)\b/;
/** The usual filler text of layouts and mock-ups. */
const filler = /\b(lorem|ipsum)\b/i;

/** Why `text` is not finished content yet, as the second half of a message; undefined when it is. */
export function unfinishedText(text: string): string | undefined {
  if (text.includes(placeholderMarker)) {
    return `this is placeholder text from the page template ("${placeholderMarker} …") — write the real text here, without "${placeholderMarker}".`;
  }
  if (filler.test(text)) return '"lorem ipsum" is filler text, not content — write the real text here.';
  const note = draftNote.exec(text);
  if (note) return `"${note[1]}" marks the text as unfinished — finish the text and remove the note.`;
  return undefined;
}
