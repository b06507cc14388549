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
    ['//evil.example/', 'another site by //'],
    ['/\\evil.example/', 'another site by /\\'],
    ['/\t/evil.example/', 'a tab the browser drops (from /%09/)'],
    ['/\n/evil.example/', 'a line break the browser drops'],
    ['/\r\n/evil.example', 'a carriage return'],
    ['https://evil.example/_studio', 'a whole address'],
    ['javascript:alert(1)', 'a script'],
    ['evil.example', 'no leading slash'],
    ['', 'nothing'],
    [null, 'no next at all'],
  ])('%j (%s) leads to the pages', (next) => {
    expect(nextPage(next, origin)).toBe('/_studio');
  });
});
