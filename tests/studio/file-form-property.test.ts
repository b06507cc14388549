import fc from 'fast-check';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import { applyEdit, type ScalarValue } from '../../studio/document/index.ts';
import { checkedEdit, textOf } from './checks.ts';
import { editFor, scalar, stepOf } from './random-edits.ts';
import { projectYamlFiles, withComments, withCommentsUnderValues } from './yaml-files.ts';

/**
 * Files saved on other systems: every real page with Windows line breaks (CRLF), a byte-order
 * mark, no line break at its end, and comment lines under its values, in any combination. Each
 * random edit is made to such a variant and to the plain page (LF, no mark, final line break);
 * the variant's result must be the plain result written the variant's way, and keep its comments.
 */

const runs = 50;
const pages = projectYamlFiles().filter((file) => file.name.startsWith('pages/'));

interface Form {
  crlf: boolean;
  mark: boolean;
  bare: boolean;
}

/** A plain text (LF, no mark, a final line break) written in `form`. */
const written = (plain: string, form: Form): string => {
  const breaks = form.crlf ? plain.replaceAll('\n', '\r\n') : plain;
  const end = form.bare ? breaks.replace(/\r?\n$/, '') : breaks;
  return form.mark ? `\ufeff${end}` : end;
};

/** How many line breaks of each kind a text has: CRLF, LF alone, CR alone. */
const lineBreaks = (text: string) => ({
  crlf: text.split('\r\n').length - 1,
  lf: (text.match(/(?<!\r)\n/g) ?? []).length,
  cr: (text.match(/\r(?!\n)/g) ?? []).length,
});

/** Text over several lines, as the form's text boxes send it, some with spaces at the start of a line. */
const lines = fc
  .array(fc.constantFrom('one', 'two words', '  indented', '', '- dash', '# hash', 'key: value', '\ttab'), { minLength: 2, maxLength: 4 })
  .map((parts) => parts.join('\n'));
const single: fc.Arbitrary<ScalarValue> = fc.oneof(
  scalar,
  lines,
  lines.map((text) => `${text}\n`),
);

const variant = fc.record({
  page: fc.nat({ max: pages.length - 1 }),
  comments: fc.constantFrom('none', 'above', 'under', 'both'),
  form: fc.record({ crlf: fc.boolean(), mark: fc.boolean(), bare: fc.boolean() }),
});

function plainPage(index: number, comments: string): string {
  const text = pages[index]?.text ?? '';
  const above = comments === 'above' || comments === 'both' ? withComments(text) : text;
  return comments === 'under' || comments === 'both' ? withCommentsUnderValues(above) : above;
}

test('the real pages are plain: LF line breaks, no byte-order mark, a final line break', () => {
  expect(pages.length).toBeGreaterThanOrEqual(40);
  for (const { text } of pages) expect(written(text, { crlf: false, mark: false, bare: false })).toBe(text);
  for (const { text } of pages) expect(/\r|\ufeff/.test(text) || !text.endsWith('\n')).toBe(false);
  // The variants hold the same data as the page, and comments under values are really there.
  const home = pages.find((file) => file.name === 'pages/home.yaml')?.text ?? '';
  const under = withCommentsUnderValues(home);
  expect(under.match(/# under \d+/g)?.length).toBeGreaterThan(10);
  expect(parse(written(under, { crlf: true, mark: true, bare: true }))).toEqual(parse(home));
});

test(`random edits keep each file's line breaks, byte-order mark, final line break and comments (${runs} runs)`, () => {
  const made = new Map<string, number>();
  fc.assert(
    fc.property(variant, fc.array(stepOf(single), { minLength: 1, maxLength: 3 }), ({ page, comments, form }, steps) => {
      let plain = plainPage(page, comments);
      let text = written(plain, form);
      for (const chosen of steps) {
        const edit = editFor(parse(plain), chosen);
        if (!edit) continue;
        // (a) the data the edit asks for, and (e) every comment not removed with its item, by checkedEdit.
        const after = checkedEdit(text, edit, applyEdit(text, edit));
        plain = textOf(applyEdit(plain, edit));
        // (b) one kind of line break, the file's.
        expect(lineBreaks(after)).toEqual(
          form.crlf ? { crlf: lineBreaks(after).crlf, lf: 0, cr: 0 } : { crlf: 0, lf: lineBreaks(after).lf, cr: 0 },
        );
        // (c) the byte-order mark at the start iff the file had one, nowhere else.
        expect(after.startsWith('\ufeff')).toBe(form.mark);
        expect(after.split('\ufeff').length - 1).toBe(form.mark ? 1 : 0);
        // (d) a final line break iff the file had one.
        expect(after.endsWith('\n')).toBe(!form.bare);
        // And byte for byte: the plain page's result, written the file's way.
        expect(after).toBe(written(plain, form));
        text = after;
        made.set(edit.op, (made.get(edit.op) ?? 0) + 1);
      }
    }),
    { numRuns: runs, seed: 20_261_126 },
  );
  console.log(`file form property: ${runs} runs, edits made: ${[...made].map(([op, count]) => `${op} ${count}`).join(', ')}`);
  expect(made.size).toBe(7);
}, 120_000);
