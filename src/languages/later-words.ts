import laterWords from 'virtual:later-words';
import type { LaterWords } from '../../schema/model/frame-words.ts';
import { useSite } from '../site-data.tsx';

/**
 * The words of the parts that load later (the phone menu's drawer, the privacy dialog, the
 * not-found and error pages), in the page's language: they come with those parts' code, not in
 * every page's first load.
 */
export function useLaterWords(): LaterWords {
  const { lang } = useSite();
  const words = laterWords[lang];
  if (words === undefined) throw new Error(`The site has no words in ${lang}.`);
  return words;
}
