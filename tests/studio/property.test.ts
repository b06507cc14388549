import fc from 'fast-check';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import { applyEdit, type Edit, type PlainValue, type ScalarValue } from '../../studio/document/index.ts';
import { checkedEdit } from './checks.ts';
import { commented } from './commented-page.ts';
import { groups, leaves, lists } from './leaves.ts';
import { projectYamlFiles, withComments } from './yaml-files.ts';

const runs = 300;
const pages = [
  commented,
  ...projectYamlFiles()
    .filter((file) => file.name.startsWith('pages/'))
    .flatMap((file) => [file.text, withComments(file.text)]),
];

/** Text that YAML treats specially, mixed with any text at all. */
const trickyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('true', 'null', '~', '12', '-3.5', '1e3', '0o17', 'yes', '- a', '#x', 'a: b', 'a #b', '{brand} runs', '[a, b]', '"q"', "it's", '@x', '`x', '%x', 'x:', '*ref', '&anchor', '!tag', '|', '>', '?', '', ' lead', 'trail ', 'multi\nline', 'ends\n', 'a\n\nb', '\ttab', 'é ünïcode', 'emoji 😀', '---', '...'),
);
const scalar: fc.Arbitrary<ScalarValue> = fc.oneof({ weight: 4, arbitrary: trickyText }, fc.integer(), fc.boolean(), fc.constant(null));
const key = fc.oneof(fc.constantFrom('heading', 'text', 'note', 'a: b', 'true', '#k', 'two words'), fc.string({ minLength: 1, maxLength: 12 })).filter((name) => name !== '__proto__');
const value: fc.Arbitrary<PlainValue> = fc.letrec<{ value: PlainValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Any page, the hand-written one with comments of every kind more often than the others. */
const page = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.nat({ max: pages.length - 1 }) });

/** An edit chosen by numbers, turned into a real edit of whatever the page holds at that step. */
const step = fc.record({ op: fc.constantFrom<Edit['op']>('setScalar', 'setField', 'removeField', 'insertItem', 'removeItem', 'moveItem', 'duplicateItem'), pick: fc.nat(), a: fc.nat(), b: fc.nat(), key, scalar, value });
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function editFor(data: unknown, { op, pick, a, b, key: name, scalar: single, value: plain }: Step): Edit | undefined {
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

test(`random edit sequences on the real pages keep data, comments and untouched bytes (${runs} runs)`, () => {
  const made = new Map<string, number>();
  fc.assert(
    fc.property(page, fc.array(step, { minLength: 1, maxLength: 5 }), (index, steps) => {
      let text = pages[index] ?? '';
      for (const chosen of steps) {
        const edit = editFor(parse(text), chosen);
        if (!edit) continue;
        // Every edit chosen fits the page, so none may be refused.
        text = checkedEdit(text, edit, applyEdit(text, edit));
        made.set(edit.op, (made.get(edit.op) ?? 0) + 1);
      }
    }),
    { numRuns: runs, seed: 20_260_611 },
  );
  console.log(`property: ${runs} runs, edits made: ${[...made].map(([op, count]) => `${op} ${count}`).join(', ')}`);
  expect(made.size).toBe(7);
}, 120_000);
