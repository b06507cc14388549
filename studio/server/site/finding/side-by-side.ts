import type { Site } from '../../../../schema/site.ts';
import { keptFields } from '../../../../schema/content/kept-fields.ts';
import { placeholderMarker } from '../../../../schema/content/placeholders.ts';
import { sep } from 'node:path';
import { translationOf } from '../../../../schema/content/translations.ts';
import { translatedLanguages } from '../../../../schema/model/languages.ts';
import type { SideBySideResponse, SideRow, TranslationCell } from '../../../api/contract/studio-api.ts';
import type { PathKey } from '../../../document/values.ts';
import { placeWords } from '../../../document/place-words.ts';
import { refuse } from '../../refusal.ts';
import type { IndexedFile, TextLeaf } from './text-index.ts';

/** The texts a translator writes: every string but those a translation keeps as its page has them. */
const isWords = (leaf: TextLeaf): boolean => !keptFields.has(leaf.key) && leaf.key !== 'lang' && leaf.key !== '$schema';

const keyOf = (field: readonly PathKey[]): string => field.join('\u0000');

/**
 * A page's texts in each language of the site, field by field: the page's own fields in its order,
 * and a text only a translation writes (one the page leaves to its default) after the text the
 * translation writes before it. `files`: the pages folder as written (text-index.ts); `cellsOf`:
 * a page's translations and their states (translation-board.ts); `asked`: the page or one of its
 * translations.
 */
export function sideBySide(
  files: readonly IndexedFile[],
  site: Pick<Site, 'lang' | 'languages'> | undefined,
  cellsOf: (file: string) => TranslationCell[],
  asked: string,
): SideBySideResponse {
  const lang = site?.lang ?? 'en';
  const codes = translatedLanguages(site).map(({ code }) => code);
  if (codes.length === 0) throw refuse('bad-request', 'The site is in one language: add languages to site.yaml to translate its pages.');
  const file = translationOf('pages', asked, codes)?.source.split(sep).join('/') ?? asked;
  const source = files.find((indexed) => indexed.file === file);
  if (source === undefined) throw refuse('not-found', `There is no page ${asked.slice(0, 200)} — choose one from the list of pages.`);

  const listed = (code: string) => site?.languages?.find((language) => language.code === code);
  const languages: SideBySideResponse['languages'] = [
    { code: lang, name: listed(lang)?.name ?? lang, dir: listed(lang)?.dir ?? 'ltr', file, state: 'page' },
    ...cellsOf(file).map((cell) => ({
      code: cell.language,
      name: listed(cell.language)?.name ?? cell.language,
      dir: listed(cell.language)?.dir ?? 'ltr',
      file: cell.file,
      state: cell.state,
    })),
  ];

  const rows: SideRow[] = [];
  const at = new Map<string, SideRow>();
  languages.forEach((language, column) => {
    const indexed = column === 0 ? source : files.find((candidate) => candidate.file === language.file);
    if (indexed === undefined) return;
    // Where this file's next text goes when the rows have no place for it yet: after its text before.
    let after = -1;
    for (const leaf of indexed.leaves.filter(isWords)) {
      let row = at.get(keyOf(leaf.field));
      if (row === undefined) {
        row = { field: leaf.field, place: placeWords(leaf.field, source.data), texts: languages.map(() => null) };
        rows.splice(after + 1, 0, row);
        at.set(keyOf(leaf.field), row);
      }
      // A marked text is the page's words still to translate: given without the mark, which the screens need not know.
      const toTranslate = leaf.text.includes(placeholderMarker);
      row.texts[column] = { text: toTranslate ? leaf.text.replace(placeholderMarker, '').trimStart() : leaf.text, toTranslate };
      after = rows.indexOf(row);
    }
  });
  return { page: { file, name: source.name }, languages, rows };
}
