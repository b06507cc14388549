import type { FieldPlace, ReplaceRequest, ReplaceResponse } from '../../../api/contract/studio-api.ts';
import { dataAt } from '../../../document/edits/data-edit.ts';
import { pageName, placeWords, setScalar, type PathKey } from '../../../document/index.ts';
import type { CheckedPage } from '../../pages/page-store.ts';
import { Refusal, refuse } from '../../refusal.ts';
import { foldText } from '../finding/fold.ts';
import { matchesIn, maxQueryLength, notWords } from '../finding/search.ts';
import { saveInTurn, type PageWrite, type SiteWriter } from './site-writes.ts';
import { dataOfText, siteFile } from '../finding/text-index.ts';

/**
 * Replace across pages (`POST /replace`): in each place named (a file and a field's data path, as
 * the search found them), every match of `find` — found as the search finds it, capitals and
 * accents aside — becomes `replace` as typed. Each field is written with `setScalar`, so every
 * other byte of the file stays, and each file is one save (in the team studio, one commit by the
 * person). A place that no longer holds the words, or is no longer there, is skipped and listed.
 */

/** The most places one replace takes: more than a search shows, a page at a time, in a long while. */
export const maxPlaces = 1000;

/**
 * Fields a replace never writes into, whatever the search found in them: a replace is for words.
 * Addresses — a page's own (`path`, `aliases`: Move changes those, and every link with them), a
 * link's (`href`, a menu group's `nestUnder`, the enquiry form's and a person's `url`s, the map's,
 * the site's `baseUrl`) and a picture's (`src`) — would break where words would not. Names —
 * a section's kind (`type`) and an icon's (`icon`) — are not words at all, and the search skips them.
 */
const addressKeys: ReadonlySet<string> = new Set(['path', 'aliases', 'href', 'nestUnder', 'url', 'mapUrl', 'profileUrl', 'baseUrl', 'src']);

/** The nearest key of a field's path that is a name (`title`; `aliases` for an alias), as the search index names it. */
const keyOf = (field: readonly PathKey[]): string => field.findLast((part): part is string => typeof part === 'string') ?? '';

/** What a value is, for a person: “a list”, “a group of fields”. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a group of fields';
  if (typeof value === 'number') return 'a number';
  return 'true or false';
}

/** Every match of `find` (folded) in `text` replaced by `replace`. */
function replacedIn(text: string, find: string, replace: string): string | undefined {
  const matches = matchesIn(text, find);
  if (matches.length === 0) return undefined;
  let result = '';
  let at = 0;
  for (const [start, end] of matches) {
    result += text.slice(at, start) + replace;
    at = end;
  }
  return result + text.slice(at);
}

/** The request's own limits, before any page is read. */
function checkRequest(request: ReplaceRequest): string {
  const { find, replace, places } = request;
  const tooLong = (what: string, text: string) =>
    refuse(
      'bad-request',
      `${what} is ${String(text.length)} characters long, and a replace takes at most ${String(maxQueryLength)} — replace a few words at a time.`,
    );
  if (find.length > maxQueryLength) throw tooLong('The text to find', find);
  if (replace.length > maxQueryLength) throw tooLong('The text to put in its place', replace);
  const folded = foldText(find.trim());
  if (folded.trim() === '') throw refuse('bad-request', 'Write the words to replace — replacing nothing changes nothing.');
  if (places.length > maxPlaces)
    throw refuse(
      'bad-request',
      `${places.length.toLocaleString('en')} places were named, and one replace changes at most ${maxPlaces.toLocaleString('en')} — search for more words to find fewer places, or replace in parts.`,
    );
  return folded;
}

/** The places of each file, each once, site.yaml's first, then by file (as the search lists them). */
function placesByFile(places: ReplaceRequest['places']): [string, PathKey[][]][] {
  const files = new Map<string, PathKey[][]>();
  const seen = new Set<string>();
  for (const { file, field } of places) {
    const key = JSON.stringify([file, field]);
    if (seen.has(key)) continue;
    seen.add(key);
    files.set(file, [...(files.get(file) ?? []), field]);
  }
  const rank = (file: string) => (file === siteFile ? 0 : 1);
  return [...files].sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The page as the store has it now, or undefined when it is gone (deleted or moved since the search). */
async function readNow(writer: SiteWriter, file: string): Promise<{ page: CheckedPage; text: string; version: string } | undefined> {
  try {
    const page = writer.pageAt(file);
    const { text, version } = await writer.read(page);
    return { page, text, version };
  } catch (error) {
    if (error instanceof Refusal && error.code === 'not-found') return undefined;
    throw error;
  }
}

/** `POST /replace`: the places checked, every page read and changed in memory first, then each saved in turn. */
export async function replaceAcross(writer: SiteWriter, request: ReplaceRequest): Promise<ReplaceResponse> {
  const find = checkRequest(request);
  const writes: PageWrite[] = [];
  const skipped: FieldPlace[] = [];
  for (const [file, fields] of placesByFile(request.places)) {
    const now = await readNow(writer, file);
    const data = now === undefined ? undefined : dataOfText(file, now.text);
    const name = pageName(data, file);
    const placeOf = (field: PathKey[]): FieldPlace => ({ file, name, field, place: placeWords(field, data) });
    let text = now?.text ?? '';
    let changed = 0;
    for (const field of fields) {
      const place = placeOf(field);
      const key = keyOf(field);
      if (addressKeys.has(key))
        throw refuse(
          'bad-request',
          `${place.place} on ${name} is an address, not words: a replace is for words — move a page with “Move…” on its page, change a link or a picture in the editor, and untick this place.`,
        );
      if (notWords.has(key))
        throw refuse(
          'bad-request',
          `${place.place} on ${name} is ${key === 'type' ? 'the kind of a section' : 'the name of an icon'}, not words: a replace is for words — untick this place.`,
        );
      const value = now === undefined || data === undefined ? undefined : dataAt(data, field);
      if (value === undefined || value === null) {
        skipped.push(place);
        continue;
      }
      if (typeof value !== 'string')
        throw refuse(
          'bad-request',
          `${place.place} on ${name} holds ${kindOf(value)}, not text — a replace changes words only; untick this place.`,
        );
      const replaced = replacedIn(value, find, request.replace);
      if (replaced === undefined) {
        skipped.push(place);
        continue;
      }
      if (replaced === value) continue;
      const edited = setScalar(text, field, replaced);
      if (!edited.ok)
        throw refuse('bad-request', `${place.place} on ${name} cannot be changed here — ${edited.error.message} Untick this place.`);
      text = edited.text;
      changed += 1;
    }
    if (now !== undefined && changed > 0) writes.push({ page: now.page, name, text, version: now.version, fields: changed });
  }
  return { changed: await saveInTurn(writes, writer, 'replace'), skipped };
}
