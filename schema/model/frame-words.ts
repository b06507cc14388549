import type { WordKey, Words } from '../words.ts';

/**
 * The placeholder a word of the site's frame may hold where the thing it speaks of goes: `Back to
 * {name}` shows `Back to Industries`. Only words have it; everywhere else `{…}` is one of
 * site.yaml's tokens. Apart from schema/words.ts, so the site's code gets these without the schema (zod).
 */
export const wordPlaceholder = 'name';

/**
 * The words only the parts that load later use: the phone menu's drawer, the privacy dialog, the
 * not-found and error pages. They come with those parts' code (`virtual:later-words`) rather than
 * in every page's first load.
 */
export const laterWordKeys = [
  'back',
  'backTo',
  'overview',
  'close',
  'home',
  'whereToGo',
  'notFoundTitle',
  'notFoundHeading',
  'notFoundText',
  'errorTitle',
  'errorHeading',
  'errorText',
] as const satisfies readonly WordKey[];
export type LaterWordKey = (typeof laterWordKeys)[number];
export type LaterWords = Pick<Words, LaterWordKey>;
export type FirstWords = Omit<Words, LaterWordKey>;
