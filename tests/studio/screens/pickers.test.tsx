// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { IconName, Image, Link } from '../../../schema/fields.ts';
import { PageSchema } from '../../../schema/page.ts';
import { SiteSchema } from '../../../schema/site.ts';
import { ApiRefusal, studioApi } from '../../../studio/app/api.ts';
import { fieldId, SchemaForm, type JsonSchema, type SchemaFormProps } from '../../../studio/app/form/index.ts';
import { contrastWarning } from '../../../studio/app/form/pickers/site-settings/colour-use.ts';
import { contrastRatio, ratioText } from '../../../studio/app/form/pickers/site-settings/contrast.ts';
import { gridMove } from '../../../studio/app/form/pickers/icons/grid-keys.ts';
import { searchLinks } from '../../../studio/app/form/pickers/links/link-search.ts';
import { pickerFor, takesTokens, type PickerKind } from '../../../studio/app/form/pickers/picker-kind.ts';
import { readSiteSettings } from '../../../studio/app/form/pickers/site-settings/site-settings.ts';
import { pictureName, pictureProblem } from '../../../studio/app/form/pickers/images/upload.ts';
import { insertToken } from '../../../studio/app/form/pickers/site-settings/use-caret.ts';
import { editData, type DataPath, type Edit } from '../../../studio/document/index.ts';
import { maxUploadBytes, type IconInfo, type ImagesResponse, type LinksResponse } from '../../../studio/api/contract/studio-api.ts';

const projectRoot = join(import.meta.dirname, '..', '..', '..');
const siteText = readFileSync(join(projectRoot, 'pages', 'site.yaml'), 'utf8');

const isObject = (value: unknown): value is { [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asSchema(value: unknown): JsonSchema {
  if (!isObject(value)) throw new Error('not a schema');
  return value;
}

const pageSchema = asSchema(z.toJSONSchema(PageSchema, { io: 'input', unrepresentable: 'any' }));
const siteSchema = asSchema(z.toJSONSchema(SiteSchema, { io: 'input', unrepresentable: 'any' }));

const child = (node: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((here, key) => (isObject(here) ? here[key] : undefined), node);

/** The schema of one section type, as the page schema holds it. */
function sectionSchema(type: string): JsonSchema {
  const options = child(pageSchema, 'properties', 'sections', 'items', 'oneOf');
  return asSchema(Array.isArray(options) ? options.find((option) => child(option, 'properties', 'type', 'const') === type) : undefined);
}

interface Leaf {
  path: DataPath;
  schema: JsonSchema;
}

/** Every field of a schema with the data path it has in a file (list items at 0, sections by their type's place). */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function leaves(schema: JsonSchema, path: DataPath = []): Leaf[] {
  const found: Leaf[] = [{ path, schema }];
  const options = [...listOf(schema['anyOf']), ...listOf(schema['oneOf'])];
  for (const option of options) if (isObject(option)) found.push(...leaves(option, path).slice(1));
  const properties = child(schema, 'properties');
  if (isObject(properties))
    for (const [name, property] of Object.entries(properties)) if (isObject(property)) found.push(...leaves(property, [...path, name]));
  const items = schema['items'];
  if (isObject(items)) found.push(...leaves(items, [...path, 0]));
  const values = schema['additionalProperties'];
  if (isObject(values)) found.push(...leaves(values, [...path, 'name']));
  return found;
}

/** Each field's path (`sections.0.cards.0.icon`, once per section type that has it) and the picker it gets. */
const kindsOf = (schema: JsonSchema): [string, PickerKind | undefined][] =>
  leaves(schema).map((leaf) => [leaf.path.join('.'), pickerFor(leaf.path, leaf.schema, schema)]);

/** The paths with each kind of picker. */
const pathsWith = (kinds: [string, PickerKind | undefined][], kind: PickerKind): string[] =>
  kinds.filter(([, found]) => found === kind).map(([path]) => path);

/** The pickers of the fields at one path (all section types that have it). */
const kindsAt = (kinds: [string, PickerKind | undefined][], path: string): (PickerKind | undefined)[] =>
  kinds.filter(([at]) => at === path).map(([, kind]) => kind);

describe('which fields get a picker (from the schema, never the section type)', () => {
  const page = kindsOf(pageSchema);
  const site = kindsOf(siteSchema);

  test('the page schema: every href and Href field links, every icon and picture src, nav.group', () => {
    const withName = (name: string) => page.filter(([path]) => path.split('.').at(-1) === name);
    expect(withName('href').length).toBeGreaterThan(5);
    for (const [path, kind] of withName('href')) expect(kind, path).toBe('link');
    for (const [path, kind] of withName('icon')) expect(kind, path).toBe('icon');
    expect(pathsWith(page, 'link').sort()).toEqual(
      [...withName('href').map(([path]) => path), 'sections.0.branches.0.mapUrl', 'sections.0.members.0.profileUrl'].sort(),
    );
    // card-grid and flip-cards.
    expect(pathsWith(page, 'icon')).toEqual(['sections.0.cards.0.icon', 'sections.0.cards.0.icon']);
    // hero, card-grid, contact-block, team.
    expect(pathsWith(page, 'image').sort()).toEqual([
      'sections.0.cards.0.image.src',
      'sections.0.image.src',
      'sections.0.image.src',
      'sections.0.members.0.photo.src',
    ]);
    expect(pathsWith(page, 'menu-group')).toEqual(['nav.group']);
    expect(pathsWith(page, 'colour')).toEqual([]);
  });

  test('named fields: the card-grid card icon, the hero picture, a Link href; plain text gets none', () => {
    const cardGrid = sectionSchema('card-grid');
    const icon = child(cardGrid, 'properties', 'cards', 'items', 'properties', 'icon');
    expect(pickerFor(['sections', 2, 'cards', 0, 'icon'], asSchema(icon), cardGrid)).toBe('icon');
    const hero = sectionSchema('hero');
    expect(pickerFor(['sections', 0, 'image', 'src'], asSchema(child(hero, 'properties', 'image', 'properties', 'src')), hero)).toBe(
      'image',
    );
    expect(pickerFor(['parent', 'href'], asSchema(child(pageSchema, 'properties', 'parent', 'properties', 'href')), pageSchema)).toBe(
      'link',
    );
    for (const name of ['title', 'description'])
      expect(pickerFor([name], asSchema(child(pageSchema, 'properties', name)), pageSchema)).toBeUndefined();
    for (const name of ['eyebrow', 'subtext', 'claim'])
      expect(pickerFor(['sections', 0, name], asSchema(child(hero, 'properties', name)), hero)).toBeUndefined();
    expect(
      pickerFor(['sections', 0, 'image', 'alt'], asSchema(child(hero, 'properties', 'image', 'properties', 'alt')), hero),
    ).toBeUndefined();
    // An anchor id, a page address and a label are text.
    for (const path of [
      'sections.0.id',
      'path',
      'aliases.0',
      'nav.label',
      'parent.label',
      'sections.0.cards.0.title',
      'sections.0.heading',
    ]) {
      expect(kindsAt(page, path).length, path).toBeGreaterThan(0);
      expect(kindsAt(page, path).filter(Boolean), path).toEqual([]);
    }
  });

  test('the site schema: brand colours, the logo, links, the footer columns’ group', () => {
    expect(pathsWith(site, 'colour')).toEqual(['brand.color', 'brand.accent']);
    expect(pathsWith(site, 'image')).toEqual(['brand.logo.src']);
    expect(pathsWith(site, 'link')).toEqual(['header.links.0.href', 'header.action.href', 'social.0.href', 'enquiryForm.url']);
    expect(pathsWith(site, 'menu-group')).toEqual(['footer.columns.0.group']);
    for (const path of [
      'baseUrl',
      'contact.email',
      'contact.phone',
      'brand.name',
      'navGroups.0.id',
      'navGroups.0.nestUnder',
      'tokens.name',
    ])
      expect(kindsAt(site, path), path).toEqual([undefined]);
  });

  test('a section type the studio has never seen gets the pickers for its icon, link and picture', () => {
    const Testimonial = z.strictObject({
      type: z.literal('testimonial'),
      badge: IconName.optional().describe('An icon.'),
      icon: IconName,
      more: Link,
      portrait: Image.optional(),
      quote: z.string(),
    });
    const schema = asSchema(z.toJSONSchema(Testimonial, { io: 'input' }));
    const kinds = kindsOf(schema);
    expect(Object.fromEntries([...kinds].filter(([, kind]) => kind !== undefined))).toEqual({
      icon: 'icon',
      'more.href': 'link',
      'portrait.src': 'image',
    });
  });

  test('the Insert menu goes where text may hold a {token}', () => {
    const hero = sectionSchema('hero');
    const field = (schema: JsonSchema, ...keys: string[]) => asSchema(child(schema, ...keys.flatMap((key) => ['properties', key])));
    expect(takesTokens(field(hero, 'eyebrow'), hero, undefined)).toBe(true);
    expect(takesTokens(field(pageSchema, 'path'), pageSchema, undefined)).toBe(true);
    expect(takesTokens(field(pageSchema, 'parent', 'href'), pageSchema, 'link')).toBe(true);
    expect(takesTokens(field(hero, 'image', 'src'), hero, 'image')).toBe(false);
    expect(takesTokens(field(sectionSchema('card-grid'), 'id'), sectionSchema('card-grid'), undefined)).toBe(false);
    expect(takesTokens(field(siteSchema, 'brand', 'color'), siteSchema, 'colour')).toBe(false);
  });
});

describe('pure parts', () => {
  test('contrast: known pairs, and the warning under a brand colour', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    // MUI rounds each luminance to three digits: 4.49 where the exact ratio is 4.48, still under 4.5.
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.49, 2);
    expect(contrastRatio('#FFFFFF', '#ffffff')).toBe(1);
    expect(contrastRatio('#fff', '#000000')).toBeUndefined();
    expect(ratioText(4.478, 4.5)).toBe('4.48');
    expect(ratioText(3.21, 4.5)).toBe('3.2');
    expect(contrastWarning(['anything', 'colour'], '#7a9cc6')).toBe(
      'White text on this colour has a contrast of 2.8:1; WCAG AA asks for at least 4.5:1 — choose a darker colour.',
    );
    expect(contrastWarning(['brand', 'color'], '#777777')).toBe(
      'Links and highlighted words in this colour on a white page have a contrast of 4.49:1; WCAG AA asks for at least 4.5:1 — choose a darker colour.',
    );
    // The site's own colours read well enough.
    expect(contrastWarning(['brand', 'color'], '#1747b8')).toBeUndefined();
    expect(contrastWarning(['brand', 'accent'], '#e8590c')).toBeUndefined();
    expect(contrastWarning(['brand', 'accent'], '#ffb38a')).toMatch(
      /^The focus outline drawn in this colour on a white page has a contrast of 1\.\d:1; WCAG AA asks for at least 3:1/,
    );
    expect(contrastWarning(['brand', 'color'], '#12345')).toBeUndefined();
  });

  test('grid keys, token insertion, picture names and checks, link search, site words', () => {
    expect([
      gridMove('ArrowRight', 0, 10, 6),
      gridMove('ArrowDown', 1, 10, 6),
      gridMove('ArrowDown', 5, 10, 6),
      gridMove('ArrowLeft', 0, 10, 6),
      gridMove('End', 2, 10, 6),
      gridMove('a', 2, 10, 6),
    ]).toEqual([1, 7, undefined, undefined, 9, undefined]);
    expect(insertToken('Hello world', 6, 11, 'brand')).toEqual({ text: 'Hello {brand}', caret: 13 });
    expect(insertToken('Hi', 99, 99, 'year')).toEqual({ text: 'Hi{year}', caret: 8 });
    expect(pictureName('Retail Store (2).JPG')).toBe('retail-store-2.jpg');
    expect(pictureName('Café.webp')).toBe('cafe.webp');
    expect(pictureName('scan', 'image/png')).toBe('scan.png');
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: maxUploadBytes })).toBeUndefined();
    expect(pictureProblem({ name: 'a.gif', type: 'image/gif', size: 1000 })).toMatch(/not a PNG, JPEG or WebP picture/);
    expect(pictureProblem({ name: 'big.png', type: 'image/png', size: 700 * 1024 })).toBe(
      '“big.png” is 700 KB, and the studio takes pictures up to 600 KB. Make it smaller (save it narrower, or as WebP) and choose it again.',
    );
    const pages = links.pages;
    expect(searchLinks(pages, '').map((match) => match.target.path)).toEqual(['/', '/pricing', '/contact-us']);
    expect(searchLinks(pages, 'plans').map((match) => [match.target.path, match.anchors])).toEqual([['/pricing', ['plans']]]);
    expect(searchLinks(pages, 'contact').map((match) => match.target.path)).toEqual(['/contact-us']);
    const settings = readSiteSettings(siteText, 2030);
    expect(settings.words.slice(0, 5)).toEqual([
      { token: 'brand', value: 'Lumora' },
      { token: 'brandSlug', value: 'lumora' },
      { token: 'email', value: 'hello@lumora.example' },
      { token: 'phone', value: '+1 704 555 0142' },
      { token: 'year', value: '2030' },
    ]);
    expect(settings.groups.map((group) => group.id)).toEqual(['about', 'products', 'modules', 'industries']);
    expect(readSiteSettings('brand: [unclosed', 2030)).toEqual({ words: [{ token: 'year', value: '2030' }], groups: [] });
  });
});

/* ---------- the pickers in the form, with the studio's API answered here ---------- */

const shape = (d: string) => [{ tag: 'path' as const, attributes: { d, onclick: 'alert(1)' } }];
const allIcons: IconInfo[] = ['Speed', 'Inventory', 'Inventory2', 'Insights', 'Store', 'Storefront', 'Sell', 'Savings'].map(
  (name, index) => ({ name, shapes: shape(`M${index} 0h24v24H0z`) }),
);

const links: LinksResponse = {
  pages: [
    { title: 'Home', path: '/', file: 'pages/home.yaml', anchors: ['main'] },
    { title: 'Pricing', path: '/pricing', file: 'pages/pricing.yaml', anchors: ['main', 'plans', 'faq'] },
    { title: 'Contact us', path: '/contact-us', file: 'pages/contact-us.yaml', anchors: ['main', 'form'] },
  ],
};

const images: ImagesResponse = {
  images: [
    { src: '/images/logo.svg', width: 120, height: 36, bytes: 2048 },
    { src: '/images/industries/retail.png', width: 800, height: 600, bytes: 84_000 },
  ],
  folders: ['', 'industries'],
};

beforeEach(() => {
  vi.spyOn(studioApi, 'icons').mockImplementation((search, limit) => {
    const found = allIcons.filter((icon) => icon.name.toLowerCase().includes(search.toLowerCase()));
    return Promise.resolve({ icons: found.slice(0, Math.min(limit, 3)), total: found.length });
  });
  vi.spyOn(studioApi, 'links').mockResolvedValue(links);
  vi.spyOn(studioApi, 'images').mockResolvedValue(images);
  // Where a picture is used (the chooser lists it for the picture chosen now): nowhere else, here.
  vi.spyOn(studioApi, 'whereUsed').mockResolvedValue({ uses: [] });
  vi.spyOn(studioApi, 'unusedPictures').mockResolvedValue({ pictures: [] });
  vi.spyOn(studioApi, 'open').mockImplementation((path) => Promise.resolve({ path, text: siteText, version: 'sha256:test' }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type FormInput = Pick<SchemaFormProps, 'schema' | 'value' | 'path'> & Partial<SchemaFormProps>;

/** A caller that applies each edit to the data and renders again, as the studio's editor does. */
function renderLive(input: FormInput) {
  const edits: Edit[] = [];
  let data: unknown = input.value;
  const view = () => <SchemaForm problems={[]} {...input} value={data} onEdit={onEdit} />;
  function onEdit(edit: Edit) {
    edits.push(edit);
    data = editData(wrap(input.path, data), edit);
    data = unwrap(input.path, data);
    result.rerender(view());
  }
  const result = render(view());
  return { ...result, edits, value: () => data };
}

/** The section's data placed at its path in a page, so edits addressed by full paths apply. */
function wrap(path: DataPath, value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? Object.assign(new Array(key + 1).fill({}), { [key]: inner }) : { [key]: inner }),
    value,
  );
}

function unwrap(path: DataPath, page: unknown): unknown {
  return path.reduce<unknown>(
    (here, key) => (Array.isArray(here) ? here[Number(key)] : isObject(here) ? here[String(key)] : undefined),
    page,
  );
}

const byId = (id: string): HTMLElement => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id}`);
  return element;
};

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core over the whole document (dialogs are outside the form, in a portal). Colours are left to the browser tests: jsdom draws nothing. */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: wcag },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('icon picker', () => {
  const cardGrid = sectionSchema('card-grid');
  const path = ['sections', 1];
  const iconPath = [...path, 'cards', 0, 'icon'];
  const value = { type: 'card-grid', cards: [{ title: 'Speed', text: 'Fast.', icon: 'Speed' }] };

  test('the value is drawn beside its box; the dialog searches, moves by arrow keys and chooses with Enter as one edit', async () => {
    const live = renderLive({ schema: cardGrid, value, path, hidden: ['type'] });
    fireEvent.click(screen.getByRole('button', { name: 'Speed', expanded: false }));
    const input = byId(fieldId(iconPath));
    // The icon of the value, drawn from its shapes (and only the shapes' drawing attributes).
    await waitFor(() =>
      expect(input.parentElement?.parentElement?.parentElement?.querySelector('svg path')?.getAttribute('d')).toBe('M0 0h24v24H0z'),
    );
    expect(document.querySelector('svg path[onclick]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose an icon for “Icon”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an icon' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search icons' });
    expect(document.activeElement).toBe(search);
    expect(await within(dialog).findByText('3 of 8 shown — type more to narrow.')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.change(search, { target: { value: 'inv' } });
    await waitFor(() => expect(studioApi.icons).toHaveBeenCalledWith('inv', 60));
    expect(await within(dialog).findByText('2 icons.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nothing' } });
    expect(await within(dialog).findByText('No icon is called like that.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'sp' } });
    await within(dialog).findByText('1 icon.');
    fireEvent.change(search, { target: { value: 's' } });
    await within(dialog).findByText('3 of 6 shown — type more to narrow.');

    const grid = within(dialog).getByRole('group', { name: 'Icons' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Speed', 'Insights', 'Store']);
    // One button in the tab order: roving tabindex.
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] ?? grid, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1] ?? grid, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Store');
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(buttons[2] ?? grid, { key: 'Enter' });

    expect(live.edits).toEqual([{ op: 'setScalar', path: iconPath, value: 'Store' }]);
    await dialogClosed();
    expect(document.activeElement).toBe(byId(fieldId(iconPath)));
    expect(byId(fieldId(iconPath))).toHaveProperty('value', 'Store');
  });

  test('Escape closes without an edit and puts the focus back on "Choose…"', async () => {
    const live = renderLive({ schema: cardGrid, value, path, hidden: ['type'] });
    fireEvent.click(screen.getByRole('button', { name: 'Speed', expanded: false }));
    const choose = screen.getByRole('button', { name: 'Choose an icon for “Icon”' });
    fireEvent.click(choose);
    const dialog = await screen.findByRole('dialog', { name: 'Choose an icon' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await dialogClosed();
    expect(live.edits).toEqual([]);
    expect(document.activeElement).toBe(choose);
  });

  test('a failed search shows the API’s message and "Try again"', async () => {
    renderLive({
      schema: cardGrid,
      value: { type: 'card-grid', cards: [{ title: 'A', text: 'a', icon: 'Nope' }] },
      path,
      hidden: ['type'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'A', expanded: false }));
    // The drawing of the value beside the box asks first, after its pause.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    vi.mocked(studioApi.icons).mockRejectedValueOnce(new ApiRefusal(404, { error: 'not-found', message: 'There is no such route.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose an icon for “Icon”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an icon' });
    expect(await within(dialog).findByText('There is no such route.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('3 of 8 shown — type more to narrow.')).toBeTruthy();
  });
});

describe('link picker', () => {
  const parent = { parent: { label: 'Industries', href: '/industries' } };
  const hrefPath = ['parent', 'href'];
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Choose a page or address for “Href”' }));
    return screen.findByRole('dialog', { name: 'Choose where the link goes' });
  };

  test('lists the pages and their places; choosing writes the address, then a place on a page', async () => {
    const live = renderLive({ schema: pageSchema, value: parent, path: [], hidden: ['sections'] });
    let dialog = await open();
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Search pages' }));
    const list = await within(dialog).findByRole('list', { name: 'Pages' });
    expect(
      within(list)
        .getAllByRole('button', { name: /^(Home|Pricing|Contact us)\s*\// })
        .map((button) => button.textContent),
    ).toEqual(['Home/', 'Pricing/pricing', 'Contact us/contact-us']);
    await expectNoAxeViolations();
    fireEvent.click(within(list).getByRole('button', { name: /^Pricing\s*\/pricing$/ }));
    expect(live.edits).toEqual([{ op: 'setScalar', path: hrefPath, value: '/pricing' }]);
    await dialogClosed();
    expect(document.activeElement).toBe(byId(fieldId(hrefPath)));

    dialog = await open();
    // A page's places open under it.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Places on “Contact us”' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Places on “Contact us”' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['#main/contact-us#main', '#form/contact-us#form']);
    // The search finds places too.
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search pages' }), { target: { value: 'plans' } });
    expect(within(dialog).getByRole('status').textContent).toBe('1 page');
    fireEvent.click(within(dialog).getByRole('button', { name: /^#plans\s*\/pricing#plans$/ }));
    expect(live.edits[1]).toEqual({ op: 'setScalar', path: hrefPath, value: '/pricing#plans' });
  });

  test('an address on the web must be https:, as the validator checks it', async () => {
    const live = renderLive({ schema: pageSchema, value: parent, path: [], hidden: ['sections'] });
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Address on the web' }));
    const address = within(dialog).getByRole('textbox', { name: 'Address on the web' });
    fireEvent.change(address, { target: { value: 'http://example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(live.edits).toEqual([]);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Write a full address starting with https://')).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.change(address, { target: { value: 'https://example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(live.edits).toEqual([{ op: 'setScalar', path: hrefPath, value: 'https://example.com' }]);
    await dialogClosed();
  });
});

describe('picture picker', () => {
  const hero = sectionSchema('hero');
  const path = ['sections', 0];
  const order = Object.keys(asSchema(child(hero, 'properties')));

  test('a picture group not written yet is added with the chosen picture in one edit; its alt text opens with a note and the focus', async () => {
    const live = renderLive({ schema: hero, value: { type: 'hero', heading: 'Hi' }, path, hidden: ['type'] });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a picture for “Image”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Search pictures' }));
    const pictures = await within(dialog).findByRole('group', { name: 'Pictures' });
    expect(
      within(pictures)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['logo.svg/images/ · 120 × 36 · 2 KB', 'retail.png/images/industries/ · 800 × 600 · 82 KB']);
    expect([...pictures.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/images/logo.svg',
      '/images/industries/retail.png',
    ]);
    // The folder filter and the search.
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Show folder' }), { target: { value: 'industries' } });
    expect(
      within(pictures)
        .getAllByRole('button')
        .map((button) => button.textContent.split('/')[0]),
    ).toEqual(['retail.png']);
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search pictures' }), { target: { value: 'logo' } });
    expect(within(dialog).getByText('No picture matches.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Show folder' }), { target: { value: '*' } });
    await expectNoAxeViolations();
    fireEvent.click(within(pictures).getByRole('button', { name: /^logo\.svg/ }));

    expect(live.edits).toEqual([{ op: 'setField', path: [...path, 'image'], value: { src: '/images/logo.svg' }, order }]);
    await dialogClosed();
    const alt = byId(fieldId([...path, 'image', 'alt']));
    expect(alt.tagName).toBe('INPUT');
    expect(document.activeElement).toBe(alt);
    const described = (alt.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('Say in a few words what the picture shows.');
  });

  test('a decorative picture gets no alt text: the focus goes back to its box', async () => {
    const live = renderLive({
      schema: hero,
      value: { type: 'hero', heading: 'Hi', image: { src: '/images/a.svg', decorative: true } },
      path,
      hidden: ['type'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a picture for “Src”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^retail\.png/ }));
    expect(live.edits).toEqual([{ op: 'setScalar', path: [...path, 'image', 'src'], value: '/images/industries/retail.png' }]);
    await dialogClosed();
    expect(document.activeElement).toBe(byId(fieldId([...path, 'image', 'src'])));
    expect(screen.getByRole('button', { name: 'Add alt' })).toBeTruthy();
  });

  test('upload: too large is refused before sending; a name taken asks, and "Replace it" sends replace: true', async () => {
    const upload = vi.spyOn(studioApi, 'upload');
    const live = renderLive({
      schema: hero,
      value: { type: 'hero', heading: 'Hi', image: { src: '/images/industries/retail.png', alt: 'A shop' } },
      path,
      hidden: ['type'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a picture for “Src”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    const file = await within(dialog).findByLabelText('Picture file (PNG, JPEG or WebP)');
    // The folder of the field's picture is proposed.
    expect(within(dialog).getByRole('combobox', { name: 'Folder' })).toHaveProperty('value', 'industries');

    fireEvent.change(file, { target: { files: [new File([new Uint8Array(700 * 1024)], 'Big Photo.png', { type: 'image/png' })] } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '“Big Photo.png” is 700 KB, and the studio takes pictures up to 600 KB. Make it smaller (save it narrower, or as WebP) and choose it again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(upload).not.toHaveBeenCalled();

    upload.mockRejectedValueOnce(
      new ApiRefusal(409, {
        error: 'name-taken',
        message: 'A picture of that name is there already.',
        suggestion: 'retail-store-2.png',
      }),
    );
    upload.mockResolvedValueOnce({ src: '/images/industries/retail-store.png', width: 10, height: 10, bytes: 3 });
    const chosen = new File([new Uint8Array([1, 2, 3])], 'Retail Store.PNG', { type: 'image/png' });
    fireEvent.change(file, { target: { files: [chosen] } });
    expect(within(dialog).getByRole('textbox', { name: 'File name' })).toHaveProperty('value', 'retail-store.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    // The chosen file itself is sent, under the name written.
    expect(upload.mock.lastCall?.[0]).toStrictEqual({ folder: 'industries', name: 'retail-store.png', picture: chosen });
    expect(upload.mock.lastCall?.[0].picture).toBe(chosen);
    const question = await within(dialog).findByText(
      'A picture called /images/industries/retail-store.png already exists. Replace it, or save as retail-store-2.png?',
    );
    expect(question).toBeTruthy();
    // Nothing was written over, and nothing chosen.
    expect(live.edits).toEqual([]);
    await expectNoAxeViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace it' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.lastCall?.[0]).toStrictEqual({ folder: 'industries', name: 'retail-store.png', picture: chosen, replace: true });
    expect(upload.mock.lastCall?.[0].picture).toBe(chosen);
    await waitFor(() =>
      expect(live.edits).toEqual([{ op: 'setScalar', path: [...path, 'image', 'src'], value: '/images/industries/retail-store.png' }]),
    );
    await dialogClosed();
  });

  test('a refusal of the server is shown in its own words; "Save as" sends the name proposed', async () => {
    const upload = vi.spyOn(studioApi, 'upload');
    renderLive({
      schema: hero,
      value: { type: 'hero', heading: 'Hi', image: { src: '/images/logo.svg', alt: 'Logo' } },
      path,
      hidden: ['type'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a picture for “Src”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    const file = await within(dialog).findByLabelText('Picture file (PNG, JPEG or WebP)');
    const chosen = new File([new Uint8Array([1])], 'x.png', { type: 'image/png' });
    fireEvent.change(file, { target: { files: [chosen] } });
    upload.mockRejectedValueOnce(new ApiRefusal(415, { error: 'not-picture', message: 'This file is not a PNG, JPEG or WebP picture.' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This file is not a PNG, JPEG or WebP picture.');
    upload.mockRejectedValueOnce(new ApiRefusal(409, { error: 'name-taken', message: 'Taken.', suggestion: 'x-2.png' }));
    upload.mockResolvedValueOnce({ src: '/images/x-2.png', bytes: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save as x-2.png' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(3));
    expect(upload.mock.lastCall?.[0]).toStrictEqual({ folder: '', name: 'x-2.png', picture: chosen });
    expect(upload.mock.lastCall?.[0].picture).toBe(chosen);
  });
});

describe('site words, menu groups and colours', () => {
  test('"Insert" puts {brand} at the caret, as one edit, and shows what each word reads as', async () => {
    const hero = sectionSchema('hero');
    const eyebrowPath = ['sections', 0, 'eyebrow'];
    const live = renderLive({
      schema: hero,
      value: { type: 'hero', heading: 'Hi', eyebrow: 'Retail' },
      path: ['sections', 0],
      hidden: ['type'],
    });
    const eyebrow = byId(fieldId(eyebrowPath));
    // Nothing is read from the server until a menu opens.
    expect(studioApi.open).not.toHaveBeenCalled();
    fireEvent.click(byId(`${fieldId(eyebrowPath)}:insert`));
    const menu = await screen.findByRole('menu', { name: 'Insert a word from the site settings' });
    const brand = await within(menu).findByRole('menuitem', { name: /^\{brand\}\s*reads/ });
    expect(brand.textContent).toBe('{brand}reads as “Lumora”');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent.split('reads')[0]),
    ).toEqual(['{brand}', '{brandSlug}', '{email}', '{phone}', '{year}']);
    await expectNoAxeViolations();
    fireEvent.click(brand);
    expect(live.edits).toEqual([{ op: 'setScalar', path: eyebrowPath, value: 'Retail{brand}' }]);
    await waitFor(() => expect(document.activeElement).toBe(eyebrow));

    // At the caret: the author's selection is replaced.
    eyebrow.focus();
    if (eyebrow instanceof HTMLInputElement) eyebrow.setSelectionRange(0, 6);
    fireEvent.click(byId(`${fieldId(eyebrowPath)}:insert`));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^\{year\}\s*reads/ }));
    expect(live.edits[1]).toEqual({ op: 'setScalar', path: eyebrowPath, value: '{year}{brand}' });
    // One read of site.yaml for the whole studio.
    expect(studioApi.open).toHaveBeenCalledTimes(1);
    expect(studioApi.open).toHaveBeenCalledWith('pages/site.yaml');
  });

  test('a page’s menu group is a choice of site.yaml’s navGroups; a value that is none of them stays shown', async () => {
    const live = renderLive({ schema: pageSchema, value: { nav: { group: 'industry', label: 'Retail' } }, path: [], hidden: ['sections'] });
    const group = await screen.findByRole('combobox', { name: 'Group (required)' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'About (about)',
      'Products (products)',
      'ERP Modules (modules)',
      'Industries (industries)',
      'industry (not one of the menu groups)',
    ]);
    expect(group).toHaveProperty('value', 'industry');
    expect(group.id).toBe(fieldId(['nav', 'group']));
    fireEvent.change(group, { target: { value: 'industries' } });
    expect(live.edits).toEqual([{ op: 'setScalar', path: ['nav', 'group'], value: 'industries' }]);
    await expectNoAxeViolations();
  });

  test('a colour has the browser’s colour chooser beside its box, and a contrast warning under it', async () => {
    const brand = { name: 'Lumora', logo: { src: '/images/logo.svg', alt: 'Lumora' }, color: '#7a9cc6', accent: '#e8590c' };
    const live = renderLive({ schema: siteSchema, value: { brand }, path: [] });
    const colour = byId(fieldId(['brand', 'color']));
    const wheel = screen.getByLabelText('Color: choose from a palette');
    expect(wheel).toHaveProperty('value', '#7a9cc6');
    const warning =
      'Links and highlighted words in this colour on a white page have a contrast of 2.8:1; WCAG AA asks for at least 4.5:1 — choose a darker colour.';
    expect(screen.getByText(warning)).toBeTruthy();
    expect((colour.getAttribute('aria-describedby') ?? '').split(' ')).toContain(`${fieldId(['brand', 'color'])}:contrast`);
    fireEvent.change(wheel, { target: { value: '#1747b8' } });
    expect(live.edits).toEqual([{ op: 'setScalar', path: ['brand', 'color'], value: '#1747b8' }]);
    expect(colour).toHaveProperty('value', '#1747b8');
    expect(screen.queryByText(warning)).toBeNull();
    // The accent is checked as the focus outline it draws.
    expect(screen.queryByText(/focus outline/)).toBeNull();
    await expectNoAxeViolations();
  });
});
