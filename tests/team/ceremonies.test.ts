import { describe, expect, test } from 'vitest';
import { ceremonies, openCeremoniesLimit } from '../../studio/team/sign-in/ceremonies.ts';
import { testClock } from '../helpers/team-server.ts';

describe('passkey prompts open at once (anyone may ask for one, so they are bounded)', () => {
  test('30,000 asks keep at most the limit open, the newest first; each answer is taken once', () => {
    const clock = testClock();
    const open = ceremonies<number>(clock.now);
    const ids: string[] = [];
    for (let ask = 0; ask < 30_000; ask++) ids.push(open.start(ask));
    expect(open.count()).toBe(openCeremoniesLimit);
    // The oldest were dropped: their person is asked to try again.
    expect(open.take(ids[0] ?? '')).toBeUndefined();
    expect(open.take(ids.at(-1) ?? '')).toBe(29_999);
    expect(open.take(ids.at(-1) ?? '')).toBeUndefined();
    expect(open.take(ids.at(-openCeremoniesLimit) ?? '')).toBe(30_000 - openCeremoniesLimit);
  });

  test('a prompt older than five minutes is gone, and is not counted', () => {
    const clock = testClock();
    const open = ceremonies<string>(clock.now);
    const old = open.start('old');
    clock.advance(5 * 60 * 1000);
    const fresh = open.start('fresh');
    expect(open.count()).toBe(1);
    expect(open.take(old)).toBeUndefined();
    expect(open.take(fresh)).toBe('fresh');
  });
});
