import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEdit, type DataPath, type Edit, type EditResult } from '../../../studio/document/index.ts';
import { describeChanges, mergeTexts, pageTitleOf } from '../../../studio/team/repo/index.ts';
import { pageData } from '../../../studio/team/repo/merge/field-merge.ts';

const retail = readFileSync(resolve(import.meta.dirname, '../../../pages/industries/retail.yaml'), 'utf8');

const textOf = (result: EditResult): string => {
  if (!result.ok) throw new Error(result.error.message);
  return result.text;
};
/** The page with edits made one after another, by the edit model. */
const edited = (text: string, ...edits: Edit[]): string => edits.reduce((current, edit) => textOf(applyEdit(current, edit)), text);

const heading1: Edit = { op: 'setScalar', path: ['sections', 1, 'heading'], value: 'Made for retail' };
const card0Title: Edit = { op: 'setScalar', path: ['sections', 1, 'cards', 0, 'title'], value: 'Checkout' };
const newCard = { title: 'Gift cards', icon: 'CardGiftcard', text: 'Sell and redeem gift cards at every till.' };

describe('merging two versions of a page field by field', () => {
  it('makes the author’s change on the other text, keeping its bytes where the author changed nothing', () => {
    const withComment = retail.replace(
      '  - type: card-grid\n    heading: Ultimate',
      '  # the second grid\n  - type: card-grid\n    heading: Ultimate',
    );
    const theirs = edited(withComment, heading1);
    const yours = edited(withComment, card0Title);
    const merged = mergeTexts(withComment, yours, theirs);
    expect(merged).toEqual({ ok: true, text: edited(withComment, heading1, card0Title) });
    expect(merged.ok && merged.text.includes('  # the second grid\n')).toBe(true);
  });

  it('answers the fields both sides changed, in the author’s positions', () => {
    const theirs = edited(retail, heading1);
    const yours = edited(retail, { ...heading1, value: 'For every shop' }, card0Title);
    expect(mergeTexts(retail, yours, theirs)).toEqual({ ok: false, fields: [['sections', 1, 'heading']] });
  });

  it('takes the same change made on both sides as no conflict', () => {
    const theirs = edited(retail, heading1);
    expect(mergeTexts(retail, edited(retail, heading1, card0Title), theirs)).toEqual({
      ok: true,
      text: edited(retail, heading1, card0Title),
    });
  });

  it('adds an item on one side beside a field changed in a later item on the other, shifting its position', () => {
    const theirs = edited(retail, { op: 'insertItem', path: ['sections', 1, 'cards'], index: 0, value: newCard });
    const yours = edited(retail, { op: 'setScalar', path: ['sections', 1, 'cards', 2, 'title'], value: 'Shoppers' });
    const merged = mergeTexts(retail, yours, theirs);
    expect(merged.ok && pageData(merged.text)).toEqual(
      pageData(edited(theirs, { op: 'setScalar', path: ['sections', 1, 'cards', 3, 'title'], value: 'Shoppers' })),
    );
  });

  it('adds the author’s item where the other side changed a field in the same list', () => {
    const theirs = edited(retail, card0Title);
    const yours = edited(retail, { op: 'insertItem', path: ['sections', 1, 'cards'], index: 4, value: newCard });
    expect(mergeTexts(retail, yours, theirs)).toEqual({
      ok: true,
      text: edited(theirs, { op: 'insertItem', path: ['sections', 1, 'cards'], index: 4, value: newCard }),
    });
  });

  it('merges an item added and another changed by the author with a third item changed on the other side', () => {
    const theirs = edited(retail, { op: 'setScalar', path: ['sections', 1, 'cards', 3, 'icon'], value: 'Insights' });
    const yours = edited(retail, card0Title, { op: 'insertItem', path: ['sections', 1, 'cards'], index: 1, value: newCard });
    expect(mergeTexts(retail, yours, theirs)).toEqual({
      ok: true,
      text: edited(theirs, card0Title, { op: 'insertItem', path: ['sections', 1, 'cards'], index: 1, value: newCard }),
    });
  });

  it('moves a section with the change the other side made inside it', () => {
    const theirs = edited(retail, heading1);
    const yours = edited(retail, { op: 'moveItem', path: ['sections'], from: 1, to: 3 });
    const merged = mergeTexts(retail, yours, theirs);
    expect(merged).toEqual({
      ok: true,
      text: edited(
        retail,
        { op: 'moveItem', path: ['sections'], from: 1, to: 3 },
        { op: 'setScalar', path: ['sections', 3, 'heading'], value: 'Made for retail' },
      ),
    });
  });

  it('refuses a change inside an item the other side took out, and two changes to one list’s length', () => {
    const removed = edited(retail, { op: 'removeItem', path: ['sections', 1, 'cards'], index: 0 });
    expect(mergeTexts(retail, edited(retail, card0Title), removed)).toEqual({ ok: false, fields: [['sections', 1, 'cards', 0, 'title']] });
    const added = edited(retail, { op: 'insertItem', path: ['sections', 1, 'cards'], index: 4, value: newCard });
    expect(mergeTexts(retail, added, removed)).toEqual({ ok: false, fields: [['sections', 1, 'cards']] });
  });

  it('settles the fields both changed as chosen: the other side’s value, or the author’s change made on it', () => {
    const theirs = edited(retail, heading1, { op: 'setScalar', path: ['sections', 1, 'cards', 0, 'title'], value: 'Tills' });
    const yours = edited(retail, { ...heading1, value: 'For every shop' }, card0Title, {
      op: 'setScalar',
      path: ['nav', 'label'],
      value: 'Shops',
    });
    const card0: DataPath = ['sections', 1, 'cards', 0, 'title'];
    expect(mergeTexts(retail, yours, theirs, (path) => (path.length === 3 ? 'yours' : undefined))).toEqual({ ok: false, fields: [card0] });
    const merged = mergeTexts(retail, yours, theirs, (path) => (path.length === 3 ? 'yours' : 'theirs'));
    expect(merged).toEqual({
      ok: true,
      text: edited(theirs, { op: 'setScalar', path: ['nav', 'label'], value: 'Shops' }, { ...heading1, value: 'For every shop' }),
    });
  });

  it('refuses to merge a text that does not read as YAML', () => {
    expect(mergeTexts(retail, `${retail}\n  : bad: [`, edited(retail, heading1))).toEqual({ ok: false, fields: [[]] });
  });
});

describe('what changed, in words for a commit message', () => {
  it('names each field by its section (its heading, or its kind for the heading itself) and counts from 1, as the problems panel does', () => {
    const after = edited(
      retail,
      heading1,
      card0Title,
      { op: 'removeField', path: ['aliases'] },
      { op: 'insertItem', path: ['sections', 1, 'cards'], index: 4, value: newCard },
    );
    expect(describeChanges(retail, after)).toEqual([
      'aliases removed',
      'Section 2 (card grid) › heading',
      'Section 2 (“Built for the way retailers work”) › cards › item 1 › title',
      // An item added is named in the page it was added to.
      'Section 2 (“Made for retail”) › cards › item 5 added',
    ]);
    expect(describeChanges(null, retail)).toEqual(['new page']);
    expect(describeChanges(retail, retail.replace('# yaml-language-server', '#  yaml-language-server'))).toEqual([
      'comments or spacing only',
    ]);
  });
});

describe('a page as authors name it (commit messages and the change request screen)', () => {
  it('is its name in the menus, else its title without the brand, else its file', () => {
    const file = 'pages/x.yaml';
    expect(pageTitleOf('path: /retail\ntitle: Retail POS | {brand}\nnav:\n  group: industries\n  label: Retail\n', file)).toBe('Retail');
    expect(pageTitleOf('path: /about\ntitle: About us | {brand}\n', file)).toBe('About us');
    expect(pageTitleOf('path: /x\ntitle: "{brand} careers"\n', file)).toBe('{brand} careers');
    expect(pageTitleOf('path: /x\n', file)).toBe(file);
    expect(pageTitleOf('not: [valid', file)).toBe(file);
    expect(pageTitleOf('', file)).toBe(file);
  });
});
