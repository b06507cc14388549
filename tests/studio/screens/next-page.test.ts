import { describe, expect, test } from 'vitest';
import { nextPage } from '../../../studio/app/team/sign-in/next-page.ts';

const origin = 'http://localhost:4174';

describe('where sign-in leads: the page asked for, on the studio only', () => {
  test.each([
    ['/_studio/edit?path=pages/home.yaml#hero', '/_studio/edit?path=pages/home.yaml#hero'],
    ['/requests/3', '/requests/3'],
    ['/admin', '/admin'],
  ])('%s stays', (next, expected) => {
    expect(nextPage(next, origin)).toBe(expected);
  });

  test.each([
    // What the address bar makes of them: another site, a script, or nothing at all.
    { next: '//evil.example/', why: 'another site by //' },
    { next: '/\\evil.example/', why: 'another site by /\\' },
    { next: '/\t/evil.example/', why: 'a tab the browser drops (from /%09/)' },
    { next: '/\n/evil.example/', why: 'a line break the browser drops' },
    { next: '/\r\n/evil.example', why: 'a carriage return' },
    { next: 'https://evil.example/_studio', why: 'a whole address' },
    { next: 'javascript:alert(1)', why: 'a script' },
    { next: 'evil.example', why: 'no leading slash' },
    { next: '', why: 'nothing' },
    { next: null, why: 'no next at all' },
  ])('$next ($why) leads to the pages', ({ next }) => {
    expect(nextPage(next, origin)).toBe('/_studio');
  });
});
