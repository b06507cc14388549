import { describe, expect, test } from 'vitest';
import { pageName } from '../../../studio/app/team/review/review-words.ts';

describe('a page of a change request, named as authors name it', () => {
  test('by its name in the menus, else its title without the brand, else not at all (its file then)', () => {
    expect(pageName('path: /retail\ntitle: Retail POS | {brand}\nnav:\n  group: industries\n  label: Retail\n')).toBe('Retail');
    expect(pageName('path: /about\ntitle: About us | {brand}\n')).toBe('About us');
    expect(pageName('path: /x\ntitle: "{brand} careers"\n')).toBe('{brand} careers');
    expect(pageName('path: /x\n')).toBeUndefined();
    expect(pageName('not: [valid')).toBeUndefined();
    expect(pageName(null)).toBeUndefined();
  });
});
