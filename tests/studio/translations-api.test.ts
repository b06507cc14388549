/**
 * The translations board and "Translate into …" through the studio API (`GET /translations`,
 * `POST /translate`) on a copy of the fixture site in two languages: each page's state in each
 * language, a translation started with its texts marked, and out of date by the site's Git history.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { loadContent } from '../../schema/content/content.ts';
import { studioApi } from '../../studio/server/api.ts';
import { draftPreviews } from '../../studio/server/preview.ts';
import { studioSchemas } from '../../studio/server/schemas.ts';
import { fixtureRoot, fixtureSite, projectRoot, siteTranslation } from '../helpers/fixture-site.ts';

const site = readFileSync(join(fixtureSite, 'site.yaml'), 'utf8').replace(
  'baseUrl: https://www.fixturely.example\n',
  'baseUrl: https://www.fixturely.example\nlang: en\nlanguages:\n  - { code: en, name: English }\n  - { code: es, name: Español }\n',
);
const root = fixtureRoot({ 'site.yaml': site });
const pagesDir = join(root, 'pages');
const api = studioApi({ pagesDir, publicDir: join(root, 'public'), schemas: () => studioSchemas(projectRoot) });
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const init = body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const answer = await api.fetch(new Request(`http://studio.test${route}`, init));
  return { status: answer.status, body: await answer.json() };
}

/** The board's shape, exactly: a field more or less than the contract's fails the test. */
const Board = z.strictObject({
  languages: z.array(z.strictObject({ code: z.string(), name: z.string() })),
  pages: z.array(
    z.strictObject({
      file: z.string(),
      title: z.string(),
      cells: z.array(z.strictObject({ language: z.string(), file: z.string(), state: z.string(), problems: z.number() })),
    }),
  ),
});

/** Each page's state in Spanish, by file. */
async function spanish(): Promise<Record<string, string>> {
  const board = Board.parse((await call('GET', '/translations')).body);
  return Object.fromEntries(board.pages.map((page) => [page.file, page.cells.find((cell) => cell.language === 'es')?.state ?? '']));
}

/** A commit of everything in the copy, at a time of the test's choosing (seconds since 1970). */
function commitAt(seconds: number): void {
  const date = `${String(seconds)} +0000`;
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: 'ignore' });
  git('add', 'pages');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', `at ${String(seconds)}`);
}

describe('the translations board', () => {
  test('lists every page and the site settings in each language, each missing at first', async () => {
    const { status, body } = await call('GET', '/translations');
    expect(status).toBe(200);
    expect(body).toMatchObject({ languages: [{ code: 'es', name: 'Español' }] });
    expect(await spanish()).toEqual({
      'pages/home.yaml': 'missing',
      'pages/products/erp.yaml': 'missing',
      'pages/industries/retail.yaml': 'missing',
      'pages/contact.yaml': 'missing',
      'pages/site.yaml': 'missing',
    });
  });

  test('Translate into makes the translation with its texts marked; it is then being translated, with its texts to do counted', async () => {
    const made = await call('POST', '/translate', { file: 'pages/industries/retail.yaml', language: 'es' });
    expect(made).toEqual({ status: 200, body: { file: 'pages/es/industries/retail.yaml', marked: 10 } });
    expect(readFileSync(join(pagesDir, 'es', 'industries', 'retail.yaml'), 'utf8')).toContain('heading: "REPLACE: Retail runs on {brand}"');
    const retail = Board.parse((await call('GET', '/translations')).body).pages.find(
      (page) => page.file === 'pages/industries/retail.yaml',
    );
    expect(retail?.cells).toEqual([{ language: 'es', file: 'pages/es/industries/retail.yaml', state: 'to-translate', problems: 10 }]);
    // A translation is no page of its own: neither the board nor the list of pages lists it beside its page.
    expect(Object.keys(await spanish()).sort()).toEqual([
      'pages/contact.yaml',
      'pages/home.yaml',
      'pages/industries/retail.yaml',
      'pages/products/erp.yaml',
      'pages/site.yaml',
    ]);
    const list = z.object({ pages: z.array(z.object({ path: z.string() })) }).parse((await call('GET', '/pages')).body);
    expect(list.pages.map((page) => page.path).filter((path) => path.startsWith('pages/es/'))).toEqual([]);
  });

  test('side by side: each text of the page beside its translation, marked ones said, in the page’s order; asked by the page or its translation', async () => {
    const SideBySide = z.strictObject({
      page: z.strictObject({ file: z.string(), name: z.string() }),
      languages: z.array(
        z.strictObject({ code: z.string(), name: z.string(), dir: z.enum(['ltr', 'rtl']), file: z.string(), state: z.string() }),
      ),
      rows: z.array(
        z.strictObject({
          field: z.array(z.union([z.string(), z.number()])),
          place: z.string(),
          texts: z.array(z.strictObject({ text: z.string(), toTranslate: z.boolean() }).nullable()),
        }),
      ),
    });
    const byPage = await call('GET', '/side-by-side?page=pages/industries/retail.yaml');
    expect(byPage.status).toBe(200);
    expect(await call('GET', '/side-by-side?page=pages/es/industries/retail.yaml')).toEqual(byPage);
    const answer = SideBySide.parse(byPage.body);
    expect(answer.page).toEqual({ file: 'pages/industries/retail.yaml', name: 'Retail' });
    expect(answer.languages).toEqual([
      { code: 'en', name: 'English', dir: 'ltr', file: 'pages/industries/retail.yaml', state: 'page' },
      { code: 'es', name: 'Español', dir: 'ltr', file: 'pages/es/industries/retail.yaml', state: 'to-translate' },
    ]);
    // Words only: the section kinds, icons, address and menu group are the same in every language.
    expect(answer.rows.map((row) => row.field.join('.'))).toEqual([
      'title',
      'description',
      'nav.label',
      'sections.0.eyebrow',
      'sections.0.heading',
      'sections.1.heading',
      'sections.1.cards.0.title',
      'sections.1.cards.0.text',
      'sections.1.cards.1.title',
      'sections.1.cards.1.text',
    ]);
    expect(answer.rows[6]).toEqual({
      field: ['sections', 1, 'cards', 0, 'title'],
      place: 'Section 2 (“Ultimate solution for Retail”) › cards › item 1 › title',
      texts: [
        { text: 'Point of sale', toTranslate: false },
        { text: 'Point of sale', toTranslate: true },
      ],
    });

    // A text only the translation writes stands after the translation's text before it; the page's side is empty.
    const file = join(pagesDir, 'es', 'industries', 'retail.yaml');
    const before = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      before.replace('\n    heading: "REPLACE: Retail runs on {brand}"\n', (line) => `${line}    subtext: Solo en español\n`),
    );
    try {
      const rows = SideBySide.parse((await call('GET', '/side-by-side?page=pages/industries/retail.yaml')).body).rows;
      expect(rows.map((row) => row.field.join('.')).slice(3, 7)).toEqual([
        'sections.0.eyebrow',
        'sections.0.heading',
        'sections.0.subtext',
        'sections.1.heading',
      ]);
      expect(rows[5]?.texts).toEqual([null, { text: 'Solo en español', toTranslate: false }]);
    } finally {
      writeFileSync(file, before);
    }

    // The editor offers the view on the page and on its translation, not where there is one language.
    expect((await call('GET', '/file?path=pages/industries/retail.yaml')).body).toMatchObject({
      sideBySide: { page: 'pages/industries/retail.yaml' },
    });
    expect((await call('GET', '/file?path=pages/es/industries/retail.yaml')).body).toMatchObject({
      sideBySide: { page: 'pages/industries/retail.yaml' },
      translates: { language: 'es', page: 'pages/industries/retail.yaml' },
    });
    expect(await call('GET', '/side-by-side?page=pages/nothing.yaml')).toEqual({
      status: 404,
      body: { error: 'not-found', message: 'There is no page pages/nothing.yaml — choose one from the list of pages.' },
    });
  });

  test('is refused, in words, for a language the site does not have, a translation, and one made already', async () => {
    expect(await call('POST', '/translate', { file: 'pages/home.yaml', language: 'fr' })).toEqual({
      status: 400,
      body: { error: 'bad-request', message: 'The site is not translated into “fr” — choose one of Español.' },
    });
    expect((await call('POST', '/translate', { file: 'pages/es/industries/retail.yaml', language: 'es' })).body).toMatchObject({
      error: 'bad-request',
      message: 'pages/es/industries/retail.yaml is a translation already — translate the page it translates.',
    });
    expect(await call('POST', '/translate', { file: 'pages/industries/retail.yaml', language: 'es' })).toMatchObject({
      status: 409,
      body: { error: 'name-taken', message: 'pages/es/industries/retail.yaml exists already — open it to go on translating.' },
    });
  });

  test('translated, it is up to date until its page changes after it in the Git history', async () => {
    const file = join(pagesDir, 'es', 'industries', 'retail.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/"REPLACE: ([^"]*)"/g, (_text, words: string) => JSON.stringify(`${words} (es)`)),
    );
    // Outside a Git repository the studio cannot tell: translated.
    expect((await spanish())['pages/industries/retail.yaml']).toBe('translated');
    execFileSync('git', ['init', '-q'], { cwd: root });
    commitAt(1_800_000_000);
    expect((await spanish())['pages/industries/retail.yaml']).toBe('up-to-date');
    const page = join(pagesDir, 'industries', 'retail.yaml');
    writeFileSync(page, readFileSync(page, 'utf8').replace('Sell at the counter.', 'Sell at the counter and online.'));
    commitAt(1_800_000_600);
    expect((await spanish())['pages/industries/retail.yaml']).toBe('out-of-date');
    // Saved again after its page: up to date.
    writeFileSync(file, readFileSync(file, 'utf8').replace('Sell at the counter. (es)', 'Sell at the counter and online. (es)'));
    commitAt(1_800_001_200);
    expect((await spanish())['pages/industries/retail.yaml']).toBe('up-to-date');
  });
});

/** A scratch copy of the fixture site in English and Spanish, and its studio API: `send` posts, `read` gets. */
function twoLanguages() {
  const copy = fixtureRoot({ 'site.yaml': site, 'es/site.yaml': siteTranslation(site, 'es') });
  const copyPages = join(copy, 'pages');
  const copyApi = studioApi({ pagesDir: copyPages, publicDir: join(copy, 'public'), schemas: () => studioSchemas(projectRoot) });
  const call = async (method: string, route: string, body?: unknown) => {
    const json = body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
    const answer = await copyApi.fetch(new Request(`http://studio.test${route}`, { method, ...json }));
    const answered: unknown = await answer.json();
    return { status: answer.status, body: answered };
  };
  return {
    copy,
    copyPages,
    send: (route: string, body: unknown) => call('POST', route, body),
    put: (route: string, body: unknown) => call('PUT', route, body),
    read: (route: string) => call('GET', route),
  };
}

describe('a page’s translations follow it', () => {
  const translated = (text: string) => text.replace(/"REPLACE: ([^"]*)"/g, (_text, words: string) => JSON.stringify(`${words} (es)`));

  test('moved to a new address, its translation takes the same path and aliases, and the site has no problem', async () => {
    const { copy, copyPages, send } = twoLanguages();
    try {
      expect((await send('/translate', { file: 'pages/industries/retail.yaml', language: 'es' })).status).toBe(200);
      const file = join(copyPages, 'es', 'industries', 'retail.yaml');
      writeFileSync(file, translated(readFileSync(file, 'utf8')));
      expect((await send('/move-page', { file: 'pages/industries/retail.yaml', to: '/retail-shops' })).status).toBe(200);
      const addresses = (path: string) => {
        const { path: address, aliases } = z
          .object({ path: z.string(), aliases: z.array(z.string()) })
          .parse(parse(readFileSync(path, 'utf8')));
        return { address, aliases };
      };
      expect(addresses(file)).toEqual({ address: '/retail-shops', aliases: ['/retail'] });
      expect(addresses(join(copyPages, 'industries', 'retail.yaml'))).toEqual(addresses(file));
      expect(loadContent({ root: copy }).problems).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('its file moved, its translations’ files move to the same place in their folders, or the move is refused before anything changes', async () => {
    const { copy, copyPages, send } = twoLanguages();
    try {
      expect((await send('/translate', { file: 'pages/industries/retail.yaml', language: 'es' })).status).toBe(200);
      const spanish = join(copyPages, 'es', 'industries', 'retail.yaml');
      writeFileSync(spanish, translated(readFileSync(spanish, 'utf8')));
      // pages/es/products/ does not exist yet: the translation could not follow, so nothing moves.
      const refused = await send('/move-page', {
        file: 'pages/industries/retail.yaml',
        to: '/retail',
        toFile: 'pages/products/retail.yaml',
      });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          message:
            'pages/industries/retail.yaml cannot move there: its translation pages/es/industries/retail.yaml would go to pages/es/products/retail.yaml, in a folder the es folder does not have — choose a folder both have, or add it to pages/es/ first.',
        },
      });
      expect(existsSync(join(copyPages, 'industries', 'retail.yaml'))).toBe(true);
      expect(existsSync(spanish)).toBe(true);
      // With the Spanish ERP page, pages/es/products/ exists, and the translation follows its page there.
      expect((await send('/translate', { file: 'pages/products/erp.yaml', language: 'es' })).status).toBe(200);
      const erp = join(copyPages, 'es', 'products', 'erp.yaml');
      writeFileSync(erp, translated(readFileSync(erp, 'utf8')));
      const moved = await send('/move-page', { file: 'pages/industries/retail.yaml', to: '/retail', toFile: 'pages/products/retail.yaml' });
      expect(moved.status).toBe(200);
      expect(existsSync(join(copyPages, 'products', 'retail.yaml'))).toBe(true);
      expect(existsSync(join(copyPages, 'es', 'products', 'retail.yaml'))).toBe(true);
      expect(existsSync(spanish)).toBe(false);
      expect(loadContent({ root: copy }).problems).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('saved with a new section, its translation gets the section marked to translate and keeps its words; a save of words only leaves it', async () => {
    const { copy, copyPages, send, put, read } = twoLanguages();
    try {
      expect((await send('/translate', { file: 'pages/industries/retail.yaml', language: 'es' })).status).toBe(200);
      const spanish = join(copyPages, 'es', 'industries', 'retail.yaml');
      writeFileSync(spanish, translated(readFileSync(spanish, 'utf8')));
      const spanishBefore = readFileSync(spanish, 'utf8');
      const open = async () =>
        z.object({ text: z.string(), version: z.string() }).parse((await read('/file?path=pages/industries/retail.yaml')).body);

      // Words only: the translation differs in words anyway.
      const page = await open();
      const words = await put('/file', {
        path: 'pages/industries/retail.yaml',
        text: page.text.replace('Sell at the counter.', 'Sell at the till.'),
        version: page.version,
      });
      expect(words.status).toBe(200);
      expect(words.body).not.toHaveProperty('followed');
      expect(readFileSync(spanish, 'utf8')).toBe(spanishBefore);

      // A section added before the cards: the translation has it too, in the same place.
      const now = await open();
      const added = now.text.replace(
        '  - type: card-grid\n',
        '  - type: rich-text\n    heading: Why retailers choose us\n    blocks:\n      - paragraph: One system from the till to the warehouse.\n  - type: card-grid\n',
      );
      const saved = await put('/file', { path: 'pages/industries/retail.yaml', text: added, version: now.version });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ followed: [{ file: 'pages/es/industries/retail.yaml', language: 'Español', marked: 2 }] });
      const followed = readFileSync(spanish, 'utf8');
      expect(followed).toContain('  - type: rich-text\n    heading: "REPLACE: Why retailers choose us"\n');
      expect(followed).toContain('heading: Retail runs on {brand} (es)');
      expect(followed).toContain('Count what is on the shelves. (es)');
      // The validator asks for the two new texts and nothing else: no drift.
      const problems = loadContent({ root: copy }).problems.map((problem) => `${problem.code} ${problem.file.split('pages/')[1] ?? ''}`);
      expect(problems).toEqual(['placeholder es/industries/retail.yaml', 'placeholder es/industries/retail.yaml']);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('deleted, its translation goes with it, and the chosen page’s translation takes its addresses too', async () => {
    const { copy, copyPages, send } = twoLanguages();
    try {
      for (const page of ['pages/industries/retail.yaml', 'pages/products/erp.yaml']) {
        expect((await send('/translate', { file: page, language: 'es' })).status).toBe(200);
        const file = join(copyPages, 'es', page.replace(/^pages\//, ''));
        writeFileSync(file, translated(readFileSync(file, 'utf8')));
      }
      expect((await send('/delete-page', { file: 'pages/industries/retail.yaml', to: 'pages/products/erp.yaml' })).status).toBe(200);
      expect(existsSync(join(copyPages, 'es', 'industries', 'retail.yaml'))).toBe(false);
      expect(readFileSync(join(copyPages, 'es', 'products', 'erp.yaml'), 'utf8')).toMatch(/aliases:.*\/retail/s);
      expect(loadContent({ root: copy }).problems).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('the preview of a translation', () => {
  test('draws it as its language serves it, at its address there, while its texts are still marked', async () => {
    const { copy, send } = twoLanguages();
    try {
      expect((await send('/translate', { file: 'pages/home.yaml', language: 'es' })).status).toBe(200);
      const content = loadContent({ root: copy });
      // Still marked REPLACE: the site has errors, and the preview draws the translation all the same.
      expect(content.problems.some((problem) => problem.code === 'placeholder')).toBe(true);
      const shown = draftPreviews(projectRoot, join(copy, 'public')).preview(content, 'pages/es/home.yaml');
      expect(shown).toMatchObject({ routeId: 'es/home', url: '/es' });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('a translation in the editor', () => {
  test('says what it translates, and is neither moved nor deleted by itself: it follows its page', async () => {
    const { copy, send, read } = twoLanguages();
    try {
      expect((await send('/translate', { file: 'pages/industries/retail.yaml', language: 'es' })).status).toBe(200);
      expect((await read('/file?path=pages/es/industries/retail.yaml')).body).toMatchObject({
        translates: { language: 'es', page: 'pages/industries/retail.yaml' },
      });
      expect((await read('/file?path=pages/industries/retail.yaml')).body).not.toHaveProperty('translates');
      const moved = await send('/move-page', { file: 'pages/es/industries/retail.yaml', to: '/tiendas' });
      expect(moved).toMatchObject({
        status: 400,
        body: {
          message:
            'pages/es/industries/retail.yaml is the Español translation of pages/industries/retail.yaml: it keeps that page’s address and follows it — move pages/industries/retail.yaml, and its translations move with it.',
        },
      });
      const deleted = await send('/delete-page', { file: 'pages/es/industries/retail.yaml', to: 'pages/home.yaml' });
      expect(deleted.status).toBe(400);
      expect(existsSync(join(copy, 'pages', 'es', 'industries', 'retail.yaml'))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
