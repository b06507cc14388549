import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chosenText } from '../../studio/app/editor/conflict-choices.ts';
import { applyEdit, type Edit } from '../../studio/document/index.ts';
import { conflictView } from '../../studio/team/saving/conflict-view.ts';
import { mergeTexts } from '../../studio/team/repo/index.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const base = readFileSync(join(projectRoot, 'pages/industries/retail.yaml'), 'utf8');

function edited(text: string, ...edits: Edit[]): string {
  return edits.reduce((current, edit) => {
    const result = applyEdit(current, edit);
    if (!result.ok) throw new Error(result.error.message);
    return result.text;
  }, text);
}

/** The 409's view of two versions made from the page, as the team server answers it. */
function conflictOf(mine: string, theirs: string) {
  const merged = mergeTexts(base, mine, theirs);
  if (merged.ok) throw new Error('expected a conflict');
  const conflict = {
    file: 'pages/industries/retail.yaml',
    baseVersion: 'b',
    theirs: { text: theirs, version: 't', author: { name: 'Alice', email: 'a@example.com' } },
    yours: { text: mine },
    fields: merged.fields,
    fieldNames: merged.fields.map((path) => path.join('.')),
  };
  return conflictView(conflict, base, '2026-11-26T17:00:00Z');
}

/** The fields the tests look at: the description, and the hero's and the first card grid's. */
function fieldsOf(text: string) {
  const page = z
    .object({ description: z.string(), sections: z.array(z.object({ heading: z.string(), eyebrow: z.string().optional() })) })
    .parse(parse(text));
  const [hero, grid] = page.sections;
  return { description: page.description, hero: { heading: hero?.heading, eyebrow: hero?.eyebrow }, grid: grid?.heading };
}

describe('a conflict chosen field by field', () => {
  const mine = edited(
    base,
    { op: 'setScalar', path: ['sections', 0, 'heading'], value: 'Mine' },
    { op: 'setScalar', path: ['sections', 1, 'heading'], value: 'My grid' },
    { op: 'removeField', path: ['sections', 0, 'eyebrow'] },
  );
  const theirs = edited(
    base,
    { op: 'setScalar', path: ['sections', 0, 'heading'], value: 'Theirs' },
    { op: 'setScalar', path: ['description'], value: 'Their description' },
    { op: 'setScalar', path: ['sections', 0, 'eyebrow'], value: 'Their eyebrow' },
  );
  const view = conflictOf(mine, theirs);

  it('shows both values of each field both changed, who saved the other version and when, and keeps every other change', () => {
    expect(view.theirs).toEqual({ name: 'Alice', date: '2026-11-26T17:00:00Z', version: 't' });
    expect(view.fields).toEqual([
      { path: ['sections', 0, 'eyebrow'], name: 'sections.0.eyebrow', theirs: 'Their eyebrow' },
      { path: ['sections', 0, 'heading'], name: 'sections.0.heading', mine: 'Mine', theirs: 'Theirs' },
    ]);
    expect(fieldsOf(view.merged)).toEqual({
      description: 'Their description',
      hero: { heading: 'Theirs', eyebrow: 'Their eyebrow' },
      grid: 'My grid',
    });
  });

  it('writes the kept values into that text: mine, theirs, or a field I removed', () => {
    const keepMine = chosenText(view, ['mine', 'mine'], mine);
    const keepTheirs = chosenText(view, ['theirs', 'theirs'], mine);
    if (!keepMine.ok || !keepTheirs.ok) throw new Error('not chosen');
    expect(fieldsOf(keepMine.text)).toEqual({
      description: 'Their description',
      hero: { heading: 'Mine', eyebrow: undefined },
      grid: 'My grid',
    });
    expect(keepTheirs.text).toBe(view.merged);
  });

  it('offers The whole page when the texts cannot be merged field by field, and keeps mine as I wrote it', () => {
    const broken = 'title: [not closed\n';
    const whole = conflictOf(broken, theirs);
    expect(whole.fields.map((field) => field.path)).toEqual([[]]);
    expect(whole.merged).toBe(theirs);
    expect(chosenText(whole, ['mine'], broken)).toEqual({ ok: true, text: broken });
  });
});
