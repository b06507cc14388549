import { expect, test } from 'vitest';
import { sameData } from '../../studio/app/form/same-props.ts';

// Fields skip rendering when sameData says their value did not change: a wrong "same" would
// leave an old value on screen, so every kind of difference must count.
test('the same data read twice is the same; any change of a value, key, order or kind is not', () => {
  const page = () => ({
    path: '/retail',
    sections: [{ type: 'hero', heading: { part1: 'Every store' }, actions: [{ label: 'Book a demo' }] }],
    nav: null,
  });
  expect(sameData(page(), page())).toBe(true);
  expect(sameData(page(), { ...page(), path: '/retail-now' })).toBe(false);
  expect(
    sameData(page(), { ...page(), sections: [{ type: 'hero', heading: { part1: 'Every store!' }, actions: [{ label: 'Book a demo' }] }] }),
  ).toBe(false);
  expect(sameData(page(), { ...page(), extra: undefined })).toBe(false);
  expect(sameData(['a', 'b'], ['b', 'a'])).toBe(false);
  expect(sameData(['a'], { 0: 'a' })).toBe(false);
  expect(sameData({ a: 1 }, { b: 1 })).toBe(false);
  expect(sameData(1, '1')).toBe(false);
  expect(sameData(null, undefined)).toBe(false);
  expect(sameData(null, {})).toBe(false);
  expect(sameData(Number.NaN, Number.NaN)).toBe(true);
});
