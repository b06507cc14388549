import fc from 'fast-check';
import { expect, test } from 'vitest';
import { applyEdit } from '../../studio/document/index.ts';
import { checkedEdit, dataOf } from './checks.ts';
import { commented } from './commented-page.ts';
import { editFor, step } from './random-edits.ts';
import { projectYamlFiles, withComments } from './yaml-files.ts';

const runs = 300;
const pages = [
  commented,
  ...projectYamlFiles()
    .filter((file) => file.name.startsWith('pages/'))
    .flatMap((file) => [file.text, withComments(file.text)]),
];

/** Any page, the hand-written one with comments of every kind more often than the others. */
const page = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.nat({ max: pages.length - 1 }) });

test(`random edit sequences on the real pages keep data, comments and untouched bytes (${runs} runs)`, () => {
  const made = new Map<string, number>();
  fc.assert(
    fc.property(page, fc.array(step, { minLength: 1, maxLength: 5 }), (index, steps) => {
      let text = pages[index] ?? '';
      for (const chosen of steps) {
        const edit = editFor(dataOf(text), chosen);
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
