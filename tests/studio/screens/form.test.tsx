// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Problem } from '../../../schema/content/errors.ts';
import { PageSchema } from '../../../schema/page.ts';
import { sectionTypes } from '../../../schema/sections/index.ts';
import { fieldId, problemCount, SchemaForm, type JsonSchema, type SchemaFormProps } from '../../../studio/app/form/index.ts';
import { editData, type DataPath, type Edit } from '../../../studio/document/index.ts';

afterEach(cleanup);

const projectRoot = join(import.meta.dirname, '..', '..', '..');
const pageSchema = z.toJSONSchema(PageSchema, { io: 'input', unrepresentable: 'any' });

const isObject = (value: unknown): value is { [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function child(node: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((here, key) => (isObject(here) ? here[key] : undefined), node);
}

function asSchema(value: unknown): JsonSchema {
  if (!isObject(value)) throw new Error('not a schema');
  return value;
}

/** The schema of one section type, as the page schema holds it. */
function sectionSchema(type: string): JsonSchema {
  const options = child(pageSchema, 'properties', 'sections', 'items', 'oneOf');
  const list: unknown[] = Array.isArray(options) ? options : [];
  const found = list.find((option) => child(option, 'properties', 'type', 'const') === type);
  return asSchema(found);
}

/** The one section of schema/examples/<type>.yaml. */
function example(type: string): unknown {
  const list: unknown = parse(readFileSync(join(projectRoot, 'schema', 'examples', `${type}.yaml`), 'utf8'));
  if (!Array.isArray(list) || list.length !== 1) throw new Error(`${type}.yaml is not a one-item list`);
  return list[0];
}

/** The schema's property order at `path` inside `schema` (what `setField` gets as `order`). */
const propertyOrder = (schema: unknown): string[] => Object.keys(asSchema(child(schema, 'properties')));

type FormInput = Partial<SchemaFormProps> & Pick<SchemaFormProps, 'schema' | 'value'>;

/** Renders the form and records its edits; the value does not change (as with a slow caller). */
function renderForm(input: FormInput) {
  const edits: Edit[] = [];
  const props = (next: FormInput): SchemaFormProps => ({ path: [], problems: [], onEdit: (edit) => edits.push(edit), ...next });
  const result = render(<SchemaForm {...props(input)} />);
  return { ...result, edits, rerenderWith: (next: FormInput) => result.rerender(<SchemaForm {...props(next)} />) };
}

/** A caller that applies each edit to the data and renders again, as the studio's editor does. */
function renderLive(input: FormInput & { path: DataPath }) {
  const edits: Edit[] = [];
  let page: unknown = input.path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? Object.assign(new Array(key + 1).fill({}), { [key]: inner }) : { [key]: inner }),
    input.value,
  );
  const valueAt = () =>
    input.path.reduce<unknown>(
      (here, key) => (Array.isArray(here) ? here[Number(key)] : isObject(here) ? here[String(key)] : undefined),
      page,
    );
  const view = () => <SchemaForm {...input} problems={input.problems ?? []} value={valueAt()} onEdit={onEdit} />;
  function onEdit(edit: Edit) {
    edits.push(edit);
    page = editData(page, edit);
    result.rerender(view());
  }
  const result = render(view());
  return { ...result, edits, value: valueAt };
}

/** Opens every closed list item, including items inside items. */
function openAll() {
  for (let round = 0; round < 10; round += 1) {
    const closed = screen.queryAllByRole('button', { expanded: false });
    if (closed.length === 0) return;
    closed.forEach((button) => fireEvent.click(button));
  }
}

/** The text of an element's label(s), however it is attached. */
function labelOf(element: HTMLElement): string {
  const byIds = (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  const labels =
    'labels' in element && element.labels instanceof NodeList ? [...element.labels].map((label) => label.textContent ?? '').join(' ') : '';
  return `${element.getAttribute('aria-label') ?? ''} ${byIds} ${labels}`.trim();
}

/** Every input, select and text area a person can reach. */
const controls = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
    (element) => element.getAttribute('aria-hidden') !== 'true' && element.getAttribute('type') !== 'hidden',
  );

/** The text of the notes an input's aria-describedby points at. */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

const problem = (
  path: (string | number)[],
  message: string,
  severity: Problem['severity'] = 'error',
  code: Problem['code'] = 'unknown-icon',
): Problem => ({
  code,
  file: 'pages/test.yaml',
  position: { line: 1, col: 1 },
  where: path.join('.'),
  path,
  message,
  severity,
});

function expectWellLabelled(container: HTMLElement) {
  const inputs = controls(container);
  expect(inputs.length).toBeGreaterThan(0);
  for (const input of inputs) expect(labelOf(input), input.outerHTML).not.toBe('');
  for (const button of container.querySelectorAll('button'))
    expect(button.getAttribute('aria-label') ?? button.textContent, button.outerHTML).not.toBe('');
  for (const fieldset of container.querySelectorAll('fieldset'))
    expect(fieldset.querySelector(':scope > legend')?.textContent, fieldset.outerHTML.slice(0, 200)).toBeTruthy();
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
}

describe('every section type', () => {
  test.each(sectionTypes.map((type) => [type]))('%s: its example renders, every input labelled, every id unique', (type) => {
    const { container } = renderForm({ schema: sectionSchema(type), value: example(type), path: ['sections', 0], hidden: ['type'] });
    openAll();
    expectWellLabelled(container);
    // Nothing of the hidden `type` field shows.
    expect(container.querySelector(`[id="${fieldId(['sections', 0, 'type'])}"]`)).toBeNull();
  });

  test('a real page and the site settings render from the editor schemas', () => {
    const json = (file: string) => asSchema(JSON.parse(readFileSync(join(projectRoot, 'schema', file), 'utf8')));
    const page: unknown = parse(readFileSync(join(projectRoot, 'pages', 'home.yaml'), 'utf8'));
    const first = renderForm({ schema: json('page.schema.json'), value: page, hidden: ['sections'] });
    openAll();
    expectWellLabelled(first.container);
    expect(screen.getByRole('textbox', { name: 'Title (required)' })).toHaveProperty('value', child(page, 'title'));
    expect(screen.queryByText(/^Sections/)).toBeNull();
    cleanup();
    const site: unknown = parse(readFileSync(join(projectRoot, 'pages', 'site.yaml'), 'utf8'));
    const second = renderForm({ schema: json('site.schema.json'), value: site });
    openAll();
    expectWellLabelled(second.container);
  });
});

describe('a section type the studio has never seen', () => {
  const TestimonialWall = z
    .strictObject({
      type: z.literal('testimonial-wall'),
      heading: z.string().min(1).describe('The heading above the quotes, for example `What customers say`.'),
      layout: z.enum(['grid', 'masonry', 'carousel', 'stack']).default('grid').describe('How the quotes are laid out.'),
      tone: z.enum(['light', 'dark']).optional().describe('The band behind the quotes.'),
      quotes: z
        .array(
          z.strictObject({
            text: z.string().min(1).describe('What the customer said.'),
            author: z.string().min(1).describe('Who said it, for example `Dana, Retail Co`.'),
          }),
        )
        .min(1)
        .max(3)
        .describe('The quotes, in the order shown.'),
    })
    .describe('Quotes from customers.');
  const schema = asSchema(z.toJSONSchema(TestimonialWall, { io: 'input' }));
  const order = ['type', 'heading', 'layout', 'tone', 'quotes'];
  const value = {
    type: 'testimonial-wall',
    heading: 'What customers say',
    quotes: [
      { text: 'Stock counts take minutes now.', author: 'Dana' },
      { text: 'Month end is calm.', author: 'Lee' },
    ],
  };
  const path = ['sections', 4];
  const show = () => renderForm({ schema, value, path, hidden: ['type'] });

  test('labels and help come from its schema, backticks as code', () => {
    show();
    const heading = screen.getByRole('textbox', { name: 'Heading (required)' });
    expect(heading).toHaveProperty('value', 'What customers say');
    expect(heading.id).toBe('field-sections-4-heading');
    expect(describedText(heading)).toContain('The heading above the quotes, for example What customers say.');
    const help = document.getElementById(heading.getAttribute('aria-describedby') ?? '');
    expect(help?.querySelector('code')?.textContent).toBe('What customers say');
    // A list says how many items it takes.
    expect(describedText(screen.getByRole('group', { name: 'Quotes (required)' }))).toBe('The quotes, in the order shown. From 1 to 3.');
  });

  test('its enums are choice lists: a drop-down for four options, radio buttons for two', () => {
    const { edits } = show();
    const layout = screen.getByRole('combobox', { name: 'Layout' });
    expect(
      within(layout)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['grid (default)', 'masonry', 'carousel', 'stack']);
    expect(layout).toHaveProperty('value', '0');
    fireEvent.change(layout, { target: { value: '2' } });
    expect(edits).toEqual([{ op: 'setField', path: [...path, 'layout'], value: 'carousel', order }]);
    const tone = screen.getByRole('radiogroup');
    expect(
      within(tone)
        .getAllByRole('radio')
        .map((radio) => labelOf(radio)),
    ).toEqual(['light', 'dark']);
    fireEvent.click(screen.getByRole('radio', { name: 'dark' }));
    expect(edits[1]).toEqual({ op: 'setField', path: [...path, 'tone'], value: 'dark', order });
  });

  test("its list's buttons make the right edits", () => {
    const { edits } = show();
    // Items are titled by their first text field, as the schema has no title field.
    fireEvent.click(screen.getByRole('button', { name: 'Move “Stock counts take minutes now.” down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “Month end is calm.” up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate “Month end is calm.”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Stock counts take minutes now.”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    const quotes = [...path, 'quotes'];
    expect(edits).toEqual([
      { op: 'moveItem', path: quotes, from: 0, to: 1 },
      { op: 'moveItem', path: quotes, from: 1, to: 0 },
      { op: 'duplicateItem', path: quotes, index: 1 },
      { op: 'removeItem', path: quotes, index: 0 },
      { op: 'insertItem', path: quotes, index: 2, value: { text: '', author: '' } },
    ]);
    expect(screen.getByRole('button', { name: 'Move “Stock counts take minutes now.” up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move “Month end is calm.” down' })).toHaveProperty('disabled', true);
  });

  test('a full list cannot grow: Add and Duplicate are off at its maximum', () => {
    renderForm({ schema, value: { ...value, quotes: [...value.quotes, { text: 'Third.', author: 'Kim' }] }, path, hidden: ['type'] });
    expect(screen.getByRole('button', { name: 'Add quote' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Duplicate “Third.”' })).toHaveProperty('disabled', true);
  });
});

describe('edits', () => {
  const hero = sectionSchema('hero');
  const heroOrder = propertyOrder(hero);
  const path = ['sections', 0];

  test('typing into a text field sets it; the input keeps what was typed until the value changes from outside', () => {
    const { edits, rerenderWith } = renderForm({
      schema: hero,
      value: { type: 'hero', heading: 'Hi', eyebrow: 'Retail' },
      path,
      hidden: ['type'],
    });
    const eyebrow = screen.getByRole('textbox', { name: 'Eyebrow' });
    fireEvent.change(eyebrow, { target: { value: 'Retail ERP' } });
    fireEvent.change(eyebrow, { target: { value: 'Retail ERP and' } });
    expect(edits).toEqual([
      { op: 'setScalar', path: [...path, 'eyebrow'], value: 'Retail ERP' },
      { op: 'setScalar', path: [...path, 'eyebrow'], value: 'Retail ERP and' },
    ]);
    // The caller has not applied the edits yet: the draft stays.
    expect(eyebrow).toHaveProperty('value', 'Retail ERP and');
    // The first edit comes back: still the draft, no character lost.
    rerenderWith({ schema: hero, value: { type: 'hero', heading: 'Hi', eyebrow: 'Retail ERP' }, path, hidden: ['type'] });
    expect(screen.getByRole('textbox', { name: 'Eyebrow' })).toHaveProperty('value', 'Retail ERP and');
    // An undo from outside shows.
    rerenderWith({ schema: hero, value: { type: 'hero', heading: 'Hi', eyebrow: 'Wholesale' }, path, hidden: ['type'] });
    expect(screen.getByRole('textbox', { name: 'Eyebrow' })).toHaveProperty('value', 'Wholesale');
  });

  test('clearing an optional field removes it; a required field has no clear', () => {
    const { edits } = renderForm({ schema: hero, value: { type: 'hero', heading: 'Hi', eyebrow: 'Retail' }, path, hidden: ['type'] });
    fireEvent.click(screen.getByRole('button', { name: 'Clear “Eyebrow”' }));
    expect(edits).toEqual([{ op: 'removeField', path: [...path, 'eyebrow'] }]);
    expect(screen.queryByRole('button', { name: /Heading”$/ })).toBeNull();
  });

  test('"Add" on a group not written adds it with its required fields, in the schema\'s order', () => {
    const { edits } = renderForm({ schema: hero, value: { type: 'hero', heading: 'Hi' }, path, hidden: ['type'] });
    fireEvent.click(screen.getByRole('button', { name: 'Add image' }));
    expect(edits).toEqual([{ op: 'setField', path: [...path, 'image'], value: { src: '' }, order: heroOrder }]);
    expect(heroOrder).toEqual(['type', 'eyebrow', 'heading', 'subtext', 'claim', 'actions', 'image', 'size']);
  });

  test('"Add" on a text not written opens an empty input; the first letter typed adds the field', () => {
    const live = renderLive({ schema: hero, value: { type: 'hero', heading: 'Hi' }, path, hidden: ['type'] });
    fireEvent.click(screen.getByRole('button', { name: 'Add claim' }));
    expect(live.edits).toEqual([]);
    const claim = screen.getByRole('textbox', { name: 'Claim' });
    expect(document.activeElement).toBe(claim);
    fireEvent.change(claim, { target: { value: 'P' } });
    fireEvent.change(claim, { target: { value: 'Pr' } });
    expect(live.edits).toEqual([
      { op: 'setField', path: [...path, 'claim'], value: 'P', order: heroOrder },
      { op: 'setScalar', path: [...path, 'claim'], value: 'Pr' },
    ]);
    // The same input stayed, with the focus.
    expect(document.activeElement).toBe(claim);
    expect(child(live.value(), 'claim')).toBe('Pr');
  });

  test('numbers: a number typed is set; emptying an optional one removes it but keeps the input', () => {
    const schema = sectionSchema('card-grid');
    const { edits } = renderForm({ schema, value: { type: 'card-grid', columns: 3, cards: [] }, path, hidden: ['type'] });
    const columns = screen.getByRole('spinbutton', { name: 'Columns' });
    fireEvent.change(columns, { target: { value: '4' } });
    fireEvent.change(columns, { target: { value: '' } });
    expect(edits).toEqual([
      { op: 'setScalar', path: [...path, 'columns'], value: 4 },
      { op: 'removeField', path: [...path, 'columns'] },
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Columns' })).toBeTruthy();
  });

  test('a switch not written shows its default and writes the change', () => {
    const { edits } = renderForm({
      schema: hero,
      value: { type: 'hero', heading: 'Hi', image: { src: '/images/a.svg' } },
      path,
      hidden: ['type'],
    });
    const decorative = screen.getByRole('switch', { name: 'Decorative' });
    expect(decorative).toHaveProperty('checked', false);
    fireEvent.click(decorative);
    expect(edits).toEqual([{ op: 'setField', path: [...path, 'image', 'decorative'], value: true, order: ['src', 'alt', 'decorative'] }]);
  });

  test('a field of two kinds (text, or a group of parts) switches kind, keeping the words', () => {
    const { edits } = renderForm({ schema: hero, value: { type: 'hero', heading: 'Sell more' }, path, hidden: ['type'] });
    const heading = screen.getByRole('group', { name: 'Heading (required)' });
    expect(within(heading).getByRole('radio', { name: 'Plain heading' })).toHaveProperty('checked', true);
    fireEvent.click(within(heading).getByRole('radio', { name: 'Heading with a highlighted part' }));
    expect(edits).toEqual([
      { op: 'removeField', path: [...path, 'heading'] },
      { op: 'setField', path: [...path, 'heading'], value: { part1: 'Sell more', span: '' }, order: heroOrder },
    ]);
    cleanup();
    renderForm({ schema: hero, value: { type: 'hero', heading: { part1: 'Every store,', span: 'one system' } }, path, hidden: ['type'] });
    expect(screen.getByRole('radio', { name: 'Heading with a highlighted part' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Span (required)' })).toHaveProperty('value', 'one system');
    expect(screen.getByRole('button', { name: 'Add part 2' })).toBeTruthy();
  });

  test('a list of several kinds of item offers one "Add" per kind', () => {
    const { edits } = renderForm({
      schema: sectionSchema('rich-text'),
      value: { type: 'rich-text', blocks: [{ paragraph: 'One.' }] },
      path,
      hidden: ['type'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add subheading' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add list' }));
    expect(edits).toEqual([
      { op: 'insertItem', path: [...path, 'blocks'], index: 1, value: { subheading: '' } },
      { op: 'insertItem', path: [...path, 'blocks'], index: 1, value: { list: [''] } },
    ]);
  });

  test('lists of texts: one input per entry, with move, remove and add', () => {
    const branches = [{ name: 'Charlotte', address: ['4521 Park Road', 'Suite 210'], mapUrl: 'https://maps.example' }];
    const { edits } = renderForm({
      schema: sectionSchema('branch-list'),
      value: { type: 'branch-list', branches },
      path,
      hidden: ['type'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Charlotte', expanded: false }));
    const address = [...path, 'branches', 0, 'address'];
    expect(screen.getByRole('textbox', { name: 'Address 2' })).toHaveProperty('value', 'Suite 210');
    fireEvent.change(screen.getByRole('textbox', { name: 'Address 2' }), { target: { value: 'Suite 211' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move “Address 2” up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Address 1”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(edits).toEqual([
      { op: 'setScalar', path: [...address, 1], value: 'Suite 211' },
      { op: 'moveItem', path: address, from: 1, to: 0 },
      { op: 'removeItem', path: address, index: 0 },
      { op: 'insertItem', path: address, index: 2, value: '' },
    ]);
  });

  test('a list not written is added with its first item', () => {
    const { edits } = renderForm({ schema: hero, value: { type: 'hero', heading: 'Hi' }, path, hidden: ['type'] });
    expect(within(screen.getByRole('group', { name: 'Actions' })).getByText('Nothing added yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    expect(edits).toEqual([{ op: 'setField', path: [...path, 'actions'], value: [{ label: '', href: '' }], order: heroOrder }]);
  });

  test('a required field not written shows its input; the first letter typed adds it in its place', () => {
    const schema = sectionSchema('card-grid');
    const { edits } = renderForm({
      schema,
      value: { type: 'card-grid', cards: [{ text: 'Counts.' }] },
      path,
      hidden: ['type'],
      focusPath: [...path, 'cards', 0, 'title'],
    });
    const title = screen.getByRole('textbox', { name: 'Title (required)' });
    expect(title).toHaveProperty('value', '');
    fireEvent.change(title, { target: { value: 'S' } });
    expect(edits).toEqual([
      {
        op: 'setField',
        path: [...path, 'cards', 0, 'title'],
        value: 'S',
        order: propertyOrder(child(schema, 'properties', 'cards', 'items')),
      },
    ]);
  });

  test('a value written as the wrong kind says so and can be started again', () => {
    const { edits } = renderForm({
      schema: hero,
      value: { type: 'hero', heading: 'Hi', eyebrow: ['Retail', 'ERP'] },
      path,
      hidden: ['type'],
    });
    expect(screen.getByText('In the file this is a list, but it takes text.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start “Eyebrow” again' }));
    expect(edits).toEqual([
      { op: 'removeField', path: [...path, 'eyebrow'] },
      { op: 'setField', path: [...path, 'eyebrow'], value: '', order: heroOrder },
    ]);
  });

  test("named entries (the site's tokens): each is a field named by its name; a new one is added by name", () => {
    const site = asSchema(JSON.parse(readFileSync(join(projectRoot, 'schema', 'site.schema.json'), 'utf8')));
    const { edits } = renderForm({ schema: site, value: { tokens: { brandSlug: 'lumora' } } });
    const tokens = screen.getByRole('group', { name: 'Tokens' });
    expect(within(tokens).getByRole('textbox', { name: 'brandSlug' })).toHaveProperty('value', 'lumora');
    fireEvent.change(within(tokens).getByRole('textbox', { name: 'Name of a new entry' }), { target: { value: 'city' } });
    fireEvent.click(within(tokens).getByRole('button', { name: 'Add entry' }));
    fireEvent.click(within(tokens).getByRole('button', { name: 'Clear “brandSlug”' }));
    expect(edits).toEqual([
      { op: 'setField', path: ['tokens', 'city'], value: '' },
      { op: 'removeField', path: ['tokens', 'brandSlug'] },
    ]);
  });

  test('with a live caller, a moved item stays open and keeps the focus on its button', () => {
    const value = {
      type: 'card-grid',
      cards: [
        { title: 'A', text: 'a' },
        { title: 'B', text: 'b' },
        { title: 'C', text: 'c' },
      ],
    };
    renderLive({ schema: sectionSchema('card-grid'), value, path, hidden: ['type'] });
    fireEvent.click(screen.getByRole('button', { name: 'A', expanded: false }));
    const down = screen.getByRole('button', { name: 'Move “A” down' });
    down.focus();
    fireEvent.click(down);
    expect(screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual(['A']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “A” down' }));
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual(['B', 'C']);
    // Moved to the end, its "down" is off: the focus goes to its "up".
    fireEvent.click(screen.getByRole('button', { name: 'Move “A” down' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “A” up' }));
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual(['B', 'C']);
    // Removed, the focus goes to the item now in its place (here, the one before it).
    fireEvent.click(screen.getByRole('button', { name: 'Remove “A”' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'C' }));
  });
});

describe('problems', () => {
  const cardGrid = sectionSchema('card-grid');
  const path = ['sections', 1];
  const value = {
    type: 'card-grid',
    heading: 'Products',
    cards: [
      { title: 'Stock control', text: 'Counts.', icon: 'Inventry' },
      { title: 'Orders', text: 'Orders.' },
    ],
  };

  test("a problem shows under its field: the loader's words, aria-invalid, aria-describedby", () => {
    const iconPath = [...path, 'cards', 0, 'icon'];
    const message = 'unknown icon "Inventry" — did you mean "Inventory"?';
    renderForm({ schema: cardGrid, value, path, problems: [problem(iconPath, message)] });
    // Closed, the item counts it on its header.
    const header = screen.getByRole('button', { name: 'Stock control 1 error', expanded: false });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(header);
    const icon = screen.getByRole('textbox', { name: 'Icon' });
    expect(icon.id).toBe(fieldId(iconPath));
    expect(icon.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    expect(describedText(icon)).toContain(message);
    // The other fields are not marked.
    expect(screen.getByRole('textbox', { name: 'Title (required)' }).getAttribute('aria-invalid')).toBe('false');
  });

  test('a warning shows in its field without marking it invalid', () => {
    const headingPath = [...path, 'heading'];
    renderForm({
      schema: cardGrid,
      value,
      path,
      problems: [problem(headingPath, 'the heading repeats the page title.', 'warning', 'empty-text')],
    });
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    expect(heading.getAttribute('aria-invalid')).toBe('false');
    expect(describedText(heading)).toContain('Warning: the heading repeats the page title.');
  });

  test('a problem under a field the form does not have shows on the nearest group; one at the form itself at the top', () => {
    const problems = [
      problem([...path, 'cards', 1, 'colour'], 'unknown field "colour" — remove it or correct its spelling.', 'error', 'unknown-field'),
      problem([...path, 'bogus'], 'unknown field "bogus" — remove it or correct its spelling.', 'error', 'unknown-field'),
      problem(path, 'the section is empty.', 'warning', 'empty-text'),
      problem(['sections', 2, 'heading'], 'another section’s problem.'),
      problem([...path, 'type'], 'a problem of a hidden field.'),
    ];
    const { container } = renderForm({ schema: cardGrid, value, path, problems, hidden: ['type'] });
    const top = container.firstElementChild?.firstElementChild;
    expect(top?.textContent).toContain('unknown field "bogus"');
    expect(top?.textContent).toContain('the section is empty.');
    expect(screen.getByRole('button', { name: 'Orders 1 error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Orders/ }));
    expect(
      within(screen.getByRole('group', { name: 'Orders' })).getByText('unknown field "colour" — remove it or correct its spelling.'),
    ).toBeTruthy();
    expect(screen.queryByText('another section’s problem.')).toBeNull();
    expect(screen.queryByText('a problem of a hidden field.')).toBeNull();
  });

  test('a problem on a field not written shows by its "Add" button', () => {
    const altPath = [...path, 'cards', 0, 'image', 'alt'];
    renderForm({
      schema: cardGrid,
      value: { ...value, cards: [{ title: 'A', text: 'a', image: { src: '/images/a.svg' } }] },
      path,
      problems: [problem(altPath, 'the picture has no alt text.', 'error', 'missing-alt')],
    });
    fireEvent.click(screen.getByRole('button', { name: /^A/, expanded: false }));
    const add = screen.getByRole('button', { name: 'Add alt' });
    expect(add.id).toBe(fieldId(altPath));
    expect(describedText(add)).toContain('the picture has no alt text.');
  });

  test('problemCount counts the problems under a path by severity', () => {
    const problems = [
      problem(['sections', 1, 'cards', 0, 'icon'], 'a'),
      problem(['sections', 1, 'heading'], 'b', 'warning'),
      problem(['sections', 1], 'c'),
      problem(['sections', 10], 'd'),
      problem(['title'], 'e'),
    ];
    expect(problemCount(problems, ['sections', 1])).toEqual({ errors: 2, warnings: 1 });
    expect(problemCount(problems, ['sections', 1, 'cards'])).toEqual({ errors: 1, warnings: 0 });
    expect(problemCount(problems, [])).toEqual({ errors: 4, warnings: 1 });
    expect(problemCount(problems, ['sections', 2])).toEqual({ errors: 0, warnings: 0 });
  });
});

describe('focusPath', () => {
  const schema = sectionSchema('card-grid');
  const path = ['sections', 1];
  const value = {
    type: 'card-grid',
    cards: [
      { title: 'A', text: 'a' },
      { title: 'B', text: 'b', link: { label: 'More', href: '/b' } },
    ],
  };

  test('opens the closed item on the way and focuses the field, again when it changes', () => {
    const target = [...path, 'cards', 1, 'link', 'href'];
    const { rerenderWith } = renderForm({ schema, value, path, hidden: ['type'], focusPath: target });
    expect(screen.getByRole('button', { name: 'B', expanded: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A', expanded: false })).toBeTruthy();
    expect(document.activeElement?.id).toBe(fieldId(target));
    act(() => screen.getByRole('button', { name: 'A' }).focus());
    rerenderWith({ schema, value, path, hidden: ['type'], focusPath: [...target] });
    expect(document.activeElement?.id).toBe(fieldId(target));
  });

  test('a field not written focuses its "Add" button; a key the form does not have, the nearest control above', () => {
    const { rerenderWith } = renderForm({ schema, value, path, hidden: ['type'], focusPath: [...path, 'cards', 0, 'icon'] });
    expect(document.activeElement?.textContent).toBe('Add icon');
    rerenderWith({ schema, value, path, hidden: ['type'], focusPath: [...path, 'cards', 0, 'colour'] });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title (required)' }));
  });
});

test('fieldId makes one id per path', () => {
  expect(fieldId(['sections', 2, 'cards', 0, 'icon'])).toBe('field-sections-2-cards-0-icon');
  expect(fieldId([])).toBe('field');
  expect(fieldId(['a-b'])).not.toBe(fieldId(['a', 'b']));
});

describe('a translation’s form', () => {
  const hero = { type: 'hero', eyebrow: 'ERP y POS', heading: 'Cada tienda, un sistema', subtext: 'REPLACE: One system for every till.' };
  const english = new Map([
    ['sections\u00000\u0000eyebrow', 'Retail ERP and POS'],
    ['sections\u00000\u0000heading', 'Every store, one system'],
    ['sections\u00000\u0000subtext', 'One system for every till.'],
  ]);
  const original = {
    language: { name: 'English', code: 'en' },
    textAt: (path: DataPath) => english.get(path.map(String).join('\u0000')),
  };

  test('shows under each text the words of the page it translates, in their language and read with the field; not where the field shows them already', () => {
    renderForm({ schema: sectionSchema('hero'), value: hero, path: ['sections', 0], hidden: ['type'], original });
    const eyebrow = screen.getByRole('textbox', { name: /^Eyebrow/ });
    const note = document.getElementById(`${fieldId(['sections', 0, 'eyebrow'])}:original`);
    expect(note?.textContent).toBe('English: Retail ERP and POS');
    expect(note?.querySelector('[lang="en"]')?.textContent).toBe('Retail ERP and POS');
    expect(eyebrow.getAttribute('aria-describedby')?.split(' ')).toContain(note?.id);
    expect(screen.getByText('Every store, one system')).toBeTruthy();
    // Still marked, the subtext shows the English words in its own box: no second copy under it.
    expect(document.getElementById(`${fieldId(['sections', 0, 'subtext'])}:original`)).toBeNull();
  });

  test('a page of the site’s own language shows no such notes', () => {
    renderForm({ schema: sectionSchema('hero'), value: hero, path: ['sections', 0], hidden: ['type'] });
    expect(screen.queryByText(/^English:/)).toBeNull();
  });
});
