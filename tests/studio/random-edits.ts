import fc from 'fast-check';
import type { Edit, PlainValue, ScalarValue } from '../../studio/document/index.ts';
import { groups, leaves, lists } from './leaves.ts';

/**
 * Random edits for property tests: a `step` is an edit chosen by numbers, which `editFor` turns
 * into a real edit of whatever the page holds at that step (every edit it makes fits the page).
 */

/** Text that YAML treats specially, mixed with any text at all. */
const trickyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    'true',
    'null',
    '~',
    '12',
    '-3.5',
    '1e3',
    '0o17',
    'yes',
    '- a',
    '#x',
    'a: b',
    'a #b',
    '{brand} runs',
    '[a, b]',
    '"q"',
    "it's",
    '@x',
    '`x',
    '%x',
    'x:',
    '*ref',
    '&anchor',
    '!tag',
    '|',
    '>',
    '?',
    '',
    ' lead',
    'trail ',
    'multi\nline',
    'ends\n',
    'a\n\nb',
    '\ttab',
    'é ünïcode',
    'emoji 😀',
    '---',
    '...',
  ),
);
export const scalar: fc.Arbitrary<ScalarValue> = fc.oneof(
  { weight: 4, arbitrary: trickyText },
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
export const key = fc
  .oneof(fc.constantFrom('heading', 'text', 'note', 'a: b', 'true', '#k', 'two words'), fc.string({ minLength: 1, maxLength: 12 }))
  .filter((name) => name !== '__proto__');
export const value: fc.Arbitrary<PlainValue> = fc.letrec<{ value: PlainValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** An edit chosen by numbers, its single values drawn from `single`. */
export const stepOf = (single: fc.Arbitrary<ScalarValue>) =>
  fc.record({
    op: fc.constantFrom<Edit['op']>('setScalar', 'setField', 'removeField', 'insertItem', 'removeItem', 'moveItem', 'duplicateItem'),
    pick: fc.nat(),
    a: fc.nat(),
    b: fc.nat(),
    key,
    scalar: single,
    value,
  });

/** An edit chosen by numbers, turned into a real edit of whatever the page holds at that step. */
export const step = stepOf(scalar);
export type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

export function editFor(data: unknown, { op, pick, a, b, key: name, scalar: single, value: plain }: Step): Edit | undefined {
  const choose = <T>(items: readonly T[]): T | undefined => items[pick % Math.max(items.length, 1)];
  if (op === 'setScalar') {
    const leaf = choose(leaves(data));
    return leaf && { op, path: leaf.path, value: single };
  }
  if (op === 'setField' || op === 'removeField') {
    const group = choose(groups(data).filter((entry) => (op === 'setField' ? !entry.keys.includes(name) : entry.keys.length > 0)));
    if (!group) return undefined;
    if (op === 'setField') return { op, path: [...group.path, name], value: plain };
    return { op, path: [...group.path, group.keys[a % group.keys.length] ?? ''] };
  }
  const list = choose(lists(data).filter((entry) => op === 'insertItem' || entry.length > 0));
  if (!list) return undefined;
  if (op === 'insertItem') return { op, path: list.path, index: a % (list.length + 1), value: plain };
  if (op === 'moveItem') return { op, path: list.path, from: a % list.length, to: b % list.length };
  return { op, path: list.path, index: a % list.length };
}
