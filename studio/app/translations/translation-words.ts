import type { TranslationState } from '../../api/contract/studio-api.ts';

/** Each state of a translation in words, and the colour of its chip (never the colour alone: the words say it). */
export const stateWords: Record<
  Exclude<TranslationState, 'missing'>,
  { label: string; color: 'success' | 'warning' | 'info' | 'default' }
> = {
  'to-translate': { label: 'To translate', color: 'warning' },
  'out-of-date': { label: 'Out of date', color: 'warning' },
  'up-to-date': { label: 'Up to date', color: 'success' },
  translated: { label: 'Translated', color: 'default' },
};
