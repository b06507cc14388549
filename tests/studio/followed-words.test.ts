import { describe, expect, test } from 'vitest';
import { followedWords } from '../../studio/app/translations/followed-words.ts';

describe('what a save says of the translations it brought along', () => {
  test('each language in a sentence: its new texts to translate, or why it could not follow; nothing when none did', () => {
    expect(followedWords(undefined)).toBe('');
    expect(followedWords([])).toBe('');
    expect(
      followedWords([
        { file: 'pages/es/industries/retail.yaml', language: 'Español', marked: 2 },
        { file: 'pages/fr/industries/retail.yaml', language: 'Français', marked: 1 },
        { file: 'pages/de/industries/retail.yaml', language: 'Deutsch', marked: 0 },
        { file: 'pages/ar/industries/retail.yaml', language: 'العربية', marked: 0, problem: 'someone saved it meanwhile' },
      ]),
    ).toBe(
      [
        "The Español translation took the page's new sections: 2 new texts to translate, marked.",
        "The Français translation took the page's new sections: 1 new text to translate, marked.",
        "The Deutsch translation took the page's new sections.",
        "The العربية translation could not take the page's new sections (someone saved it meanwhile) — open it and change it the same way.",
      ].join(' '),
    );
  });
});
