/**
 * Search every page, where used and the pictures no page uses (studio/server/site/), through the
 * studio API on a copy of the fixture site with pages of its own: what is found, where, and the
 * words around it; every way a link can be written to a page; the pictures of a public folder made here.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { readSources } from '../../schema/content/content.ts';
import type { SearchResponse, WhereUsedResponse } from '../../studio/api/contract/studio-api.ts';
import { siteRoutes, withQuery } from '../../studio/api/contract/routes.ts';
import { studioApi } from '../../studio/server/api.ts';
import { apiPathOf } from '../../studio/server/pages/page-paths.ts';
import { studioSchemas } from '../../studio/server/schemas.ts';
import { foldText, foldWithOffsets } from '../../studio/server/site/finding/fold.ts';
import { siteTextIndex } from '../../studio/server/site/finding/text-index.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';

const long =
  'Our stores opened in spring with new tills at every counter, and since then the staff have sold gift cards, loyalty points and seasonal bundles to customers who come back every week for the fresh bread and coffee.';

/** A page of the fixture's shape, its sections given as YAML lines. */
const page = (path: string, title: string, sections: string, extra = '') =>
  `path: ${path}\n${extra}title: ${title}\ndescription: A page made for the search and where-used tests of the studio's API, with its own text.\nsections:\n  - type: hero\n    heading: ${title}\n${sections}`;

const root = fixtureRoot({
  // Links to the contact page (/contact, alias /Contact-us) in every spelling, and to other pages.
  'industries/wholesale.yaml': page(
    '/wholesale',
    'Wholesale',
    `    actions: [{ label: Talk to us, href: /contact }, { label: ERP, href: /erp }]
    image: { src: /images/industries/retail.svg, alt: Shelves }
  - type: card-grid
    heading: Café crème for every Señor
    cards:
      - { title: Alias, text: Through the old address., link: { label: Write, href: /contact-us } }
      - { title: Capitals, text: In other capitals., link: { label: Write, href: /CONTACT } }
      - { title: Anchor, text: To the form., link: { label: Write, href: "/contact#form" } }
      - { title: Outside, text: A site of its own., link: { label: Visit, href: "https://example.com/contact" } }
      - { title: Moved, text: Cafe\u0301 au lait., link: { label: Old, href: /wholesale-old } }
  - type: rich-text
    blocks:
      - paragraph: "${long}"
`,
  ),
  // The contact page's own links: to its address (a use) and a bare #form (not one).
  'contact.yaml': `path: /contact
aliases: [/Contact-us]
title: Contact Fixturely
description: How to reach the fixture company by mail, by phone or through the enquiry form.
sections:
  - type: hero
    heading: Contact us
    actions: [{ label: The form, href: "#form" }, { label: The form again, href: "/contact#form" }]
  - type: contact-block
    heading: Write or call
`,
  // A page that fails validation (no description) keeps its address and its aliases.
  'industries/moving.yaml': `path: /moving\naliases: [/wholesale-old]\ntitle: Moving\nsections:\n  - type: hero\n    heading: Moving house\n`,
  // A page whose address holds the brand's token, linked to with the token and without.
  'why.yaml': page(
    '"/why-{brandSlug}"',
    'Why us',
    `    actions: [{ label: Why, href: "/why-{brandSlug}" }, { label: Why again, href: /why-fixturely }]\n`,
  ),
  // Not YAML: left out of search, and its uses cannot be known.
  'broken.yaml': 'title: [Needle in a broken page\n',
  // 130 cards holding the same word, for the cut at 100 hits.
  'many.yaml': page(
    '/many',
    'Many',
    `  - type: card-grid\n    heading: Haystack\n    cards:\n${Array.from({ length: 130 }, (_, index) => `      - { title: Needle ${String(index + 1)}, text: Hay. }\n`).join('')}`,
  ),
});
const pagesDir = join(root, 'pages');
// A public folder of its own, so the unused pictures are known here.
const publicDir = join(root, 'scratch-public');
for (const picture of ['logo.svg', 'industries/retail.svg', 'industries/unused.svg', 'team/nobody.png']) {
  mkdirSync(join(publicDir, 'images', picture, '..'), { recursive: true });
  writeFileSync(join(publicDir, 'images', picture), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
}

const api = studioApi({ pagesDir, publicDir, schemas: () => studioSchemas(projectRoot) });

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The API's answer to a GET: its status and JSON body. */
async function get(route: string, query: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const answer = await api.fetch(new Request(`http://studio.test${withQuery(route, query)}`));
  const body: unknown = await answer.json();
  return { status: answer.status, body };
}

// The answers' shapes, exactly: a field more or less than the contract's fails the test.
const place = { file: z.string(), name: z.string(), field: z.array(z.union([z.string(), z.number()])), place: z.string() };
const SearchAnswer = z.strictObject({
  query: z.string(),
  hits: z.array(z.strictObject({ ...place, text: z.string(), matches: z.array(z.tuple([z.number(), z.number()])) })),
  total: z.number(),
}) satisfies z.ZodType<SearchResponse>;
const WhereUsedAnswer = z.strictObject({
  uses: z.array(z.strictObject({ ...place, value: z.string() })),
}) satisfies z.ZodType<WhereUsedResponse>;

const search = async (q: string) => SearchAnswer.parse((await get(siteRoutes.search, { q })).body);
/** Each match of a hit as the highlight shows it. */
const marked = (hit: { text: string; matches: [number, number][] }) => hit.matches.map(([start, end]) => hit.text.slice(start, end));

describe('search every page', () => {
  test('finds a hero’s heading, a card and site.yaml’s text as written, site.yaml first, each place named', async () => {
    expect(await search('runs on {BRAND}')).toEqual({
      query: 'runs on {BRAND}',
      hits: [
        {
          file: 'pages/industries/retail.yaml',
          name: 'Retail',
          field: ['sections', 0, 'heading'],
          place: 'Section 1 (hero) › heading',
          text: 'Retail runs on {brand}',
          matches: [[7, 22]],
        },
      ],
      total: 1,
    });
    const shelves = await search('shelves');
    expect(shelves.hits.map((hit) => [hit.file, hit.place, hit.text])).toEqual([
      [
        'pages/industries/retail.yaml',
        'Section 2 (“Ultimate solution for Retail”) › cards › item 2 › text',
        'Count what is on the shelves.',
      ],
      ['pages/industries/wholesale.yaml', 'Section 1 (“Wholesale”) › image › alt', 'Shelves'],
    ]);
    const home = await search('fixturely home');
    expect(home.hits.map((hit) => [hit.file, hit.name, hit.field])).toEqual([
      ['pages/site.yaml', 'Site settings', ['brand', 'logo', 'alt']],
      ['pages/home.yaml', 'Fixturely home', ['title']],
    ]);
    expect((await search('information we collect')).hits.map((hit) => hit.place)).toEqual(['privacy › sections › item 1 › heading']);
  });

  test('ignores capitals and accents both ways, and marks the characters as written', async () => {
    const cafe = await search('CAFE');
    expect(cafe.hits.map((hit) => [hit.text, marked(hit)])).toEqual([
      ['Café crème for every Señor', ['Café']],
      // An accent written apart from its letter is marked with it.
      ['Cafe\u0301 au lait.', ['Cafe\u0301']],
    ]);
    expect(cafe.hits[1]?.matches).toEqual([[0, 5]]);
    expect((await search('señor')).hits.map(marked)).toEqual([['Señor']]);
    expect((await search('creme for every senor')).hits.map(marked)).toEqual([['crème for every Señor']]);
  });

  test('does not search section kinds or icon names, nor a file that is not YAML', async () => {
    expect((await search('card-grid')).total).toBe(0);
    expect((await search('PointOfSale')).total).toBe(0);
    expect((await search('broken page')).total).toBe(0);
  });

  test('cuts a long field around its first match, between words, and marks every match in the cut', async () => {
    const { hits } = await search('every');
    const hit = hits.find((found) => found.field.join('.') === 'sections.2.blocks.0.paragraph');
    expect(hit).toEqual({
      file: 'pages/industries/wholesale.yaml',
      name: 'Wholesale',
      field: ['sections', 2, 'blocks', 0, 'paragraph'],
      place: 'Section 3 (rich text) › blocks › item 1 › paragraph',
      text: 'Our stores opened in spring with new tills at every counter, and since then the staff have sold gift cards, loyalty points and seasonal bundles to customers…',
      matches: [[46, 51]],
    });
    const bread = (await search('fresh BREAD')).hits[0];
    expect(bread?.text).toBe(
      // Near the end, the cut fills its length from before the match.
      '…and since then the staff have sold gift cards, loyalty points and seasonal bundles to customers who come back every week for the fresh bread and coffee.',
    );
    expect(bread === undefined ? [] : marked(bread)).toEqual(['fresh bread']);
    const inLong = async (q: string) =>
      (await search(q)).hits.find((found) => found.file === 'pages/industries/wholesale.yaml' && found.field[1] === 2);
    expect(await inLong('THE')).toMatchObject({
      text: '…with new tills at every counter, and since then the staff have sold gift cards, loyalty points and seasonal bundles to customers who come back every…',
      matches: [
        [44, 47],
        [49, 52],
      ],
    });
    // “come” and “coffee” are outside the cut: only “counter” is marked.
    const co = await inLong('co');
    expect(co === undefined ? [] : marked(co)).toEqual(['co']);
    expect(co?.text.endsWith('customers who…')).toBe(true);
  });

  test('answers the first 100 hits in file and field order, and counts them all', async () => {
    const { hits, total } = await search('needle');
    expect(total).toBe(130);
    expect(hits).toHaveLength(100);
    expect(hits[0]?.field).toEqual(['sections', 1, 'cards', 0, 'title']);
    expect(hits[99]).toMatchObject({ file: 'pages/many.yaml', field: ['sections', 1, 'cards', 99, 'title'], text: 'Needle 100' });
  });

  test('an empty search finds nothing; one over 200 characters is refused', async () => {
    expect(await search('')).toEqual({ query: '', hits: [], total: 0 });
    expect(await search('   ')).toEqual({ query: '   ', hits: [], total: 0 });
    expect((await get(siteRoutes.search)).body).toEqual({ query: '', hits: [], total: 0 });
    expect((await get(siteRoutes.search, { q: 'x'.repeat(200) })).status).toBe(200);
    expect(await get(siteRoutes.search, { q: 'x'.repeat(201) })).toEqual({
      status: 400,
      body: {
        error: 'bad-request',
        message: 'The search is 201 characters long, and the studio searches for at most 200 — search for a few words of it.',
      },
    });
  });

  test('finds what a save wrote: a changed file is read again', async () => {
    expect((await search('freshly written')).total).toBe(0);
    writeFileSync(join(pagesDir, 'later.yaml'), page('/later', 'Freshly written', ''));
    expect((await search('freshly written')).hits.map((hit) => [hit.file, hit.place])).toEqual([
      ['pages/later.yaml', 'title'],
      ['pages/later.yaml', 'Section 1 (hero) › heading'],
    ]);
    rmSync(join(pagesDir, 'later.yaml'));
    expect((await search('freshly written')).total).toBe(0);
  });
});

describe('the text index', () => {
  test('keeps a file by its bytes: the same file answers the same entry until its bytes change', () => {
    const index = siteTextIndex();
    const apiPath = (file: string) => apiPathOf(pagesDir, file);
    const sources = readSources(pagesDir);
    const first = index.filesOf(sources, apiPath);
    expect(first.map((file) => file.file).slice(0, 3)).toEqual(['pages/site.yaml', 'pages/contact.yaml', 'pages/home.yaml']);
    const changed = sources.map((source) =>
      apiPath(source.path) === 'pages/home.yaml' ? { ...source, bytes: new TextEncoder().encode('title: Home again\n') } : source,
    );
    const second = index.filesOf(changed, apiPath);
    const same = second.filter((file, index) => file === first[index]).map((file) => file.file);
    expect(second.length).toBe(first.length);
    expect(same).toEqual(first.map((file) => file.file).filter((file) => file !== 'pages/home.yaml'));
    expect(second.find((file) => file.file === 'pages/home.yaml')?.leaves.map((leaf) => leaf.text)).toEqual(['Home again']);
  });

  test('folds text the same fast and with offsets: capitals, accents, sigma, dotted I, spaces', () => {
    for (const text of ['Café', 'Cafe\u0301', 'ΟΔΟΣ οδος', 'İstanbul', 'a\tb\nc\u00a0d', 'naïve 😀 Ünïcödé', 'Straße']) {
      expect(foldWithOffsets(text).folded, text).toBe(foldText(text));
    }
    expect(foldText('ΟΔΟΣ Café İstanbul\u00a0X')).toBe('οδοσ cafe istanbul x');
    expect(foldWithOffsets('Cafe\u0301 x')).toEqual({ folded: 'cafe x', starts: [0, 1, 2, 3, 5, 6], ends: [1, 2, 3, 5, 6, 7] });
  });
});

describe('where used', () => {
  const whereUsed = (query: Record<string, string>) => get(siteRoutes.whereUsed, query);
  const usesOf = async (query: Record<string, string>) => WhereUsedAnswer.parse((await whereUsed(query)).body).uses;
  const uses = async (query: Record<string, string>) => (await usesOf(query)).map((use) => [use.file, use.place, use.value]);

  test('a page: its path, an alias, other capitals and with #anchor all count, in every file; another page’s links do not', async () => {
    expect(await uses({ page: 'pages/contact.yaml' })).toEqual([
      ['pages/site.yaml', 'header › action › href', '/contact'],
      // On the page itself: its own address counts, a bare #form does not.
      ['pages/contact.yaml', 'Section 1 (“Contact us”) › actions › item 2 › href', '/contact#form'],
      ['pages/industries/wholesale.yaml', 'Section 1 (“Wholesale”) › actions › item 1 › href', '/contact'],
      ['pages/industries/wholesale.yaml', 'Section 2 (“Café crème for every Señor”) › cards › item 1 › link › href', '/contact-us'],
      ['pages/industries/wholesale.yaml', 'Section 2 (“Café crème for every Señor”) › cards › item 2 › link › href', '/CONTACT'],
      ['pages/industries/wholesale.yaml', 'Section 2 (“Café crème for every Señor”) › cards › item 3 › link › href', '/contact#form'],
    ]);
    const contact = (await usesOf({ page: 'pages/contact.yaml' }))[0];
    expect(contact).toEqual({
      file: 'pages/site.yaml',
      name: 'Site settings',
      field: ['header', 'action', 'href'],
      place: 'header › action › href',
      value: '/contact',
    });
  });

  test('menus in site.yaml count, and a page with its brand in its address is found with the token and without', async () => {
    expect(await uses({ page: 'pages/industries/retail.yaml' })).toEqual([
      ['pages/site.yaml', 'header › links › item 1 › href', '/retail'],
    ]);
    expect(await uses({ page: 'pages/why.yaml' })).toEqual([
      ['pages/why.yaml', 'Section 1 (“Why us”) › actions › item 1 › href', '/why-{brandSlug}'],
      ['pages/why.yaml', 'Section 1 (“Why us”) › actions › item 2 › href', '/why-fixturely'],
    ]);
    expect(await uses({ page: 'pages/products/erp.yaml' })).toEqual([
      ['pages/home.yaml', 'Section 1 (“Run your business with {brand}”) › actions › item 1 › href', '/erp'],
      ['pages/industries/wholesale.yaml', 'Section 1 (“Wholesale”) › actions › item 2 › href', '/erp'],
    ]);
  });

  test('a page with errors keeps its aliases; a page no link leads to has none; site.yaml has none', async () => {
    expect(await uses({ page: 'pages/industries/moving.yaml' })).toEqual([
      ['pages/industries/wholesale.yaml', 'Section 2 (“Café crème for every Señor”) › cards › item 5 › link › href', '/wholesale-old'],
    ]);
    expect(await uses({ page: 'pages/many.yaml' })).toEqual([]);
    expect(await uses({ page: 'pages/site.yaml' })).toEqual([]);
  });

  test('a picture: every field whose value is its address', async () => {
    expect(await uses({ picture: '/images/industries/retail.svg' })).toEqual([
      ['pages/industries/wholesale.yaml', 'Section 1 (“Wholesale”) › image › src', '/images/industries/retail.svg'],
    ]);
    expect(await uses({ picture: '/images/logo.svg' })).toEqual([['pages/site.yaml', 'brand › logo › src', '/images/logo.svg']]);
    expect(await uses({ picture: '/images/industries/unused.svg' })).toEqual([]);
  });

  test('refuses an unknown page (404), a file that is not YAML, and a question that names no one thing', async () => {
    expect(await whereUsed({ page: 'pages/industries/nowhere.yaml' })).toEqual({
      status: 404,
      body: {
        error: 'not-found',
        message: 'There is no page pages/industries/nowhere.yaml — it may have been moved or deleted; reload the list of pages.',
      },
    });
    expect(await whereUsed({ page: 'pages/broken.yaml' })).toMatchObject({ status: 422, body: { error: 'not-yaml' } });
    const questions: Record<string, string>[] = [{}, { page: 'pages/contact.yaml', picture: '/images/logo.svg' }, { picture: 'logo.svg' }];
    for (const query of questions) expect(await whereUsed(query)).toMatchObject({ status: 400, body: { error: 'bad-request' } });
  });
});

describe('unused pictures', () => {
  test('the pictures under public/images that no file names, sorted', async () => {
    expect(await get(siteRoutes.unusedPictures)).toEqual({
      status: 200,
      body: { pictures: ['/images/industries/unused.svg', '/images/team/nobody.png'] },
    });
  });
});
