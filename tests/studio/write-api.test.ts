import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckResponse, FileResponse, PagesResponse, SaveResponse, SchemaResponse } from '../../studio/api/contract/studio-api.ts';
import { loadContent } from '../../schema/content/content.ts';
import { sectionTypes } from '../../schema/sections/index.ts';
import { setScalar } from '../../studio/document/index.ts';
import { guardRefusal } from '../../studio/server/guard.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { apiCaller } from '../helpers/studio-dev.ts';
import { devServerConfig } from '../helpers/dev-server.ts';
import { textOf } from './checks.ts';
import { stringMatching } from '../helpers/matchers.ts';

/** A throw-away copy of the project's pages, a file outside it, and a link that leads there. */
const scratch = mkdtempSync(join(tmpdir(), 'studio-api-'));
const pagesDir = join(scratch, 'pages');
cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
writeFileSync(join(scratch, 'secret.yaml'), 'secret: do not touch\n');
symlinkSync(join(scratch, 'secret.yaml'), join(pagesDir, 'escape.yaml'));
const retailPath = 'pages/industries/retail.yaml';
const retailFile = join(pagesDir, 'industries', 'retail.yaml');
/** The warnings the validator gives the real retail page: none today, but an author's copy of it would add some. */
const retailWarnings = loadContent({ root: projectRoot })
  .problems.filter((problem) => problem.file === retailPath && problem.severity === 'warning')
  .map((problem) => problem.code);

let server: ViteDevServer;
let port = 0;

beforeAll(async () => {
  server = await createServer(devServerConfig({ pagesDir }));
  await server.listen();
  port = Number(new URL(server.resolvedUrls?.local[0] ?? '').port);
});

afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const call = apiCaller(() => port);

const brandName = (): string => {
  const name = parseDocument(readFileSync(join(pagesDir, 'site.yaml'), 'utf8')).getIn(['brand', 'name']);
  if (typeof name !== 'string') throw new Error('pages/site.yaml names no brand.');
  return name;
};
const open = async (path = retailPath) => (await call<FileResponse>('GET', `/_studio/api/file?path=${encodeURIComponent(path)}`)).body;
const temporaryFiles = () => readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tmp'));

describe('reading', () => {
  test('the list of pages: every YAML file with its name, address, menu group and problem counts, as the menus group them', async () => {
    const { status, body } = await call<PagesResponse>('GET', '/_studio/api/pages');
    expect(status).toBe(200);
    const paths = body.pages.map((page) => page.path);
    expect(paths).toContain(retailPath);
    expect(paths).toContain('pages/site.yaml');
    // Every page file but the translations (opened from their pages), and no link: a link is never followed (one here leads out of pages/).
    const translations = new Set(
      [...readFileSync(join(pagesDir, 'site.yaml'), 'utf8').matchAll(/\{ code: ([a-z-]+),/gi)].map((match) => match[1]).slice(1),
    );
    const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.yaml') && !translations.has(name.split('/')[0]) && lstatSync(join(pagesDir, name)).isFile(),
    );
    expect(translations.size).toBeGreaterThan(0);
    expect(paths.length).toBe(files.length);
    expect(paths.filter((path) => [...translations].some((code) => path.startsWith(`pages/${code}/`)))).toEqual([]);
    expect(paths).not.toContain('pages/escape.yaml');
    expect(body.pages.find((page) => page.path === retailPath)).toEqual({
      path: retailPath,
      kind: 'page',
      title: 'Retail',
      // As the browser tab shows it: the site's brand name in place of {brand}.
      pageTitle: `Retail ERP and POS Software | ${brandName()}`,
      url: '/retail',
      group: 'industries',
      order: 4,
      errors: 0,
      warnings: retailWarnings.length,
    });
    // A page in no menu is named by its title without the brand, as the editor names it.
    expect(body.pages.find((page) => page.path === 'pages/home.yaml')).toMatchObject({
      title: 'Cloud ERP, POS and CRM Software',
      pageTitle: `Cloud ERP, POS and CRM Software | ${brandName()}`,
    });
    expect(body.pages.find((page) => page.path === 'pages/site.yaml')).toMatchObject({
      kind: 'site',
      title: 'Site settings',
      group: 'site',
    });
    // Groups in header order, then pages in no menu, then the site settings; pages follow their groups.
    const groupIds = body.groups.map((group) => group.id);
    expect(groupIds.slice(-2)).toEqual(['other', 'site']);
    const ranks = body.pages.map((page) => groupIds.indexOf(page.group));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(body.pages.at(-1)?.path).toBe('pages/site.yaml');
  });

  test('the schemas and section types the forms and palette are made from', async () => {
    const { status, body } = await call<SchemaResponse>('GET', '/_studio/api/schema');
    expect(status).toBe(200);
    expect(body.sectionTypes.map((info) => info.type)).toEqual([...sectionTypes]);
    for (const info of body.sectionTypes) {
      expect(info.description.length, info.type).toBeGreaterThan(10);
      expect(info.example, info.type).toMatchObject({ type: info.type });
    }
    expect(body.page).toMatchObject({ type: 'object', properties: { sections: { type: 'array' } } });
    expect(body.site).toMatchObject({ type: 'object', properties: { brand: { type: 'object' } } });
  });

  test('a file: its text, exactly as on disk, and a version', async () => {
    const file = await open();
    expect(file.text).toBe(readFileSync(retailFile, 'utf8'));
    expect(file.version).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  test('a check with a draft reports the draft’s problems and writes nothing', async () => {
    const before = readFileSync(retailFile, 'utf8');
    const draft = before.replace('type: card-grid', 'type: card-gird');
    const { status, body } = await call<CheckResponse>('POST', '/_studio/api/check', { body: { path: retailPath, text: draft } });
    expect(status).toBe(200);
    expect(body.errors).toBeGreaterThan(0);
    expect(body.problems.find((problem) => problem.file === retailPath)?.message).toContain('card-gird');
    expect(readFileSync(retailFile, 'utf8')).toBe(before);
    const clean = await call<CheckResponse>('POST', '/_studio/api/check', { body: { path: retailPath, text: before } });
    expect(clean.body.problems.filter((problem) => problem.file === retailPath).map((problem) => problem.code)).toEqual(retailWarnings);
  });
});

describe('the preview of a draft', () => {
  test('a draft without errors is compiled by the site’s compiler into a page chunk the preview frame imports', async () => {
    const before = readFileSync(retailFile, 'utf8');
    const draft = before.replace('Every store, every sale, one system', 'A heading only the draft has');
    const { body } = await call<CheckResponse>('POST', '/_studio/api/check', { body: { path: retailPath, text: draft, preview: true } });
    expect(body.preview).toMatchObject({ routeId: 'industries/retail', url: '/retail' });
    const module = body.preview && 'module' in body.preview ? body.preview.module : '';
    expect(module).toMatch(/^\/@id\/__x00__virtual:studio-draft\/\d+$/);
    const chunk = await call<unknown>('GET', module);
    expect(chunk.status, JSON.stringify(chunk.body).slice(0, 600)).toBe(200);
    expect(JSON.stringify(chunk.body)).toContain('A heading only the draft has');
    expect(readFileSync(retailFile, 'utf8')).toBe(before);
  });

  test('a draft with errors gets a note that says why, and no chunk', async () => {
    const draft = readFileSync(retailFile, 'utf8').replace('type: card-grid', 'type: card-gird');
    const { body } = await call<CheckResponse>('POST', '/_studio/api/check', { body: { path: retailPath, text: draft, preview: true } });
    expect(body.preview).toEqual({
      note: stringMatching(/^The preview shows the last version it could draw — line \d+: unknown section type "card-gird"/),
    });
  });

  test('a draft with errors that do not stop the drawing (text still to replace) is previewed; an unknown icon is not', async () => {
    const before = readFileSync(retailFile, 'utf8');
    const unfinished = before.replace('Every store, every sale, one system', '"REPLACE: a short promise"');
    const drawn = await call<CheckResponse>('POST', '/_studio/api/check', { body: { path: retailPath, text: unfinished, preview: true } });
    expect(drawn.body.problems.some((problem) => problem.code === 'placeholder' && problem.file === retailPath)).toBe(true);
    expect(drawn.body.preview).toMatchObject({ routeId: 'industries/retail', url: '/retail' });
    const unknownIcon = before.replace(/icon: \w+/, 'icon: PointOfSail');
    const refused = await call<CheckResponse>('POST', '/_studio/api/check', {
      body: { path: retailPath, text: unknownIcon, preview: true },
    });
    expect(refused.body.preview).toEqual({
      note: stringMatching(/^The preview shows the last version it could draw — line \d+: .*PointOfSail/),
    });
  });

  test('without `preview: true` a check compiles nothing', async () => {
    const { body } = await call<CheckResponse>('POST', '/_studio/api/check', {
      body: { path: retailPath, text: readFileSync(retailFile, 'utf8') },
    });
    expect(body.preview).toBeUndefined();
  });
});

describe('saving', () => {
  test('a good save writes exactly the bytes sent, leaves no temporary file, and gives the new version', async () => {
    const { text, version } = await open();
    const edited = text.replace('Every store, every sale, one system', 'Every store — one system, ünïcode kept');
    const { status, body } = await call<SaveResponse>('PUT', '/_studio/api/file', { body: { path: retailPath, text: edited, version } });
    expect(status).toBe(200);
    expect(readFileSync(retailFile)).toEqual(Buffer.from(edited, 'utf8'));
    expect(temporaryFiles()).toEqual([]);
    expect(body.version).toBe((await open()).version);
    expect(body.version).not.toBe(version);
  });

  test('a file saved on Windows (byte-order mark, CRLF, no final line break) is opened and saved back with all three', async () => {
    const path = 'pages/company/about-company.yaml';
    const file = join(pagesDir, 'company', 'about-company.yaml');
    const windows = `\ufeff${readFileSync(file, 'utf8').replaceAll('\n', '\r\n').replace(/\r\n$/, '')}`;
    writeFileSync(file, windows);
    const opened = await open(path);
    expect(opened.text).toBe(windows);
    const edited = textOf(setScalar(opened.text, ['title'], 'About us\nin two lines'));
    expect(edited).toContain('\r\ntitle: |-\r\n  About us\r\n  in two lines\r\n');
    expect([edited.startsWith('\ufeff'), edited.endsWith('\n')]).toEqual([true, false]);
    const checked = await call<CheckResponse>('POST', '/_studio/api/check', { body: { path, text: edited } });
    expect(checked.body.problems.filter((problem) => problem.file === path && problem.severity === 'error')).toEqual([]);
    const saved = await call<SaveResponse>('PUT', '/_studio/api/file', { body: { path, text: edited, version: opened.version } });
    expect(saved.status).toBe(200);
    expect(readFileSync(file)).toEqual(Buffer.from(edited, 'utf8'));
    expect(readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // A conflict answers with the text on disk, its mark included.
    writeFileSync(file, windows);
    const conflict = await call('PUT', '/_studio/api/file', { body: { path, text: edited, version: saved.body.version } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.current?.text).toBe(windows);
  });

  test('a file changed on disk since it was opened: 409 with the current text; force saves over it', async () => {
    const opened = await open();
    const onDisk = opened.text.replace('Retail questions', 'Retail questions (changed elsewhere)');
    writeFileSync(retailFile, onDisk);
    const mine = opened.text.replace('Benefits', 'What you gain');
    const conflict = await call('PUT', '/_studio/api/file', { body: { path: retailPath, text: mine, version: opened.version } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toBe('version-conflict');
    expect(conflict.body.current?.text).toBe(onDisk);
    expect(readFileSync(retailFile, 'utf8')).toBe(onDisk);
    const forced = await call<SaveResponse>('PUT', '/_studio/api/file', {
      body: { path: retailPath, text: mine, version: opened.version, force: true },
    });
    expect(forced.status).toBe(200);
    expect(readFileSync(retailFile, 'utf8')).toBe(mine);
  });

  test('text that is not YAML: 422, nothing written', async () => {
    const { text, version } = await open();
    const { status, body } = await call('PUT', '/_studio/api/file', {
      body: { path: retailPath, text: `${text}\n  broken: "unclosed\n`, version },
    });
    expect(status).toBe(422);
    expect(body.error).toBe('not-yaml');
    expect(body.message).toMatch(/line \d+/);
    expect(readFileSync(retailFile, 'utf8')).toBe(text);
  });

  test('an alias inside the block it repeats: the check names it, the save is refused 422, nothing written', async () => {
    const { text, version } = await open();
    const endless = `${text}extra: &extra [*extra]\n`;
    const checked = await call<CheckResponse>('POST', '/_studio/api/check', { body: { path: retailPath, text: endless } });
    expect(checked.status).toBe(200);
    expect(checked.body.problems.filter((problem) => problem.file === retailPath).map((problem) => problem.code)).toEqual([
      'too-many-aliases',
    ]);
    const { status, body } = await call('PUT', '/_studio/api/file', { body: { path: retailPath, text: endless, version } });
    expect(status).toBe(422);
    expect(body.error).toBe('not-yaml');
    expect(readFileSync(retailFile, 'utf8')).toBe(text);
  });

  test('a body over 1 MB: 413, nothing written', async () => {
    const { text, version } = await open();
    const { status, body } = await call('PUT', '/_studio/api/file', {
      body: { path: retailPath, text: `${text}# ${'x'.repeat(1024 * 1024)}\n`, version },
    });
    expect(status).toBe(413);
    expect(body.error).toBe('too-large');
    expect(readFileSync(retailFile, 'utf8')).toBe(text);
  });

  test('a page over the loader’s size limit: 413', async () => {
    const { text, version } = await open();
    const { status } = await call('PUT', '/_studio/api/file', {
      body: { path: retailPath, text: `${text}# ${'x'.repeat(600 * 1024)}\n`, version },
    });
    expect(status).toBe(413);
  });

  test('a body that is not JSON, or not the right shape: refused', async () => {
    const { version } = await open();
    expect((await call('PUT', '/_studio/api/file', { raw: '{"path": ' })).status).toBe(400);
    expect((await call('PUT', '/_studio/api/file', { body: { path: retailPath, text: 1, version } })).status).toBe(400);
    expect(
      (
        await call('PUT', '/_studio/api/file', {
          raw: JSON.stringify({ path: retailPath, text: 'a: b', version }),
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
  });
});

describe('paths outside the pages folder are refused', () => {
  test.each([
    ['a path that climbs out', 'pages/../package.json', 400],
    ['a path that climbs out and back', 'pages/industries/../../pages/home.yaml', 400],
    ['an absolute path', '/etc/passwd', 400],
    ['a file outside pages/', 'package.json', 400],
    ['another extension', 'pages/home.json', 400],
    ['a backslash', 'pages\\home.yaml', 400],
    ['a link that leads out of pages/', 'pages/escape.yaml', 403],
    ['a file that does not exist', 'pages/nowhere.yaml', 404],
  ])('%s (%s): %i', async (_what, path, status) => {
    const read = await call('GET', `/_studio/api/file?path=${encodeURIComponent(path)}`);
    expect(read.status).toBe(status);
    const write = await call('PUT', '/_studio/api/file', { body: { path, text: 'secret: changed\n', version: 'sha256:0', force: true } });
    expect(write.status).toBe(status);
    expect(write.body.message).toMatch(/ — /);
    expect(readFileSync(join(scratch, 'secret.yaml'), 'utf8')).toBe('secret: do not touch\n');
  });
});

describe('only the dev server’s own address may use the API', () => {
  test.each([
    ['another site’s page', { origin: 'https://evil.example' }, 'not-allowed'],
    ['a page on another port', { origin: 'http://127.0.0.1:1' }, 'not-allowed'],
    ['an opaque origin', { origin: 'null' }, 'not-allowed'],
    // Vite's own host check answers first, in plain text, before the studio sees the request.
    ['a rebound DNS name', { host: 'evil.example:PORT' }, 'plain-text'],
    ['the right name on another port', { host: 'localhost:1' }, 'not-allowed'],
  ])('%s: 403, nothing written', async (_what, headers, refusedAs) => {
    const { text, version } = await open();
    const own = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace('PORT', String(port))]));
    const write = await call('PUT', '/_studio/api/file', { body: { path: retailPath, text: 'changed: yes\n', version }, headers: own });
    expect(write.status).toBe(403);
    expect(write.body.error).toBe(refusedAs);
    expect((await call('GET', '/_studio/api/pages', { headers: own })).status).toBe(403);
    expect(readFileSync(retailFile, 'utf8')).toBe(text);
  });

  test.each(['127.0.0.1', 'localhost', '[::1]'])('%s with the server’s port, as Host and Origin, is let in', async (name) => {
    const { status } = await call('GET', '/_studio/api/pages', { headers: { host: `${name}:${port}`, origin: `http://${name}:${port}` } });
    expect(status).toBe(200);
  });

  test('a request from another machine is refused, whatever its headers say', () => {
    const host = `127.0.0.1:${port}`;
    expect(guardRefusal({ remoteAddress: '192.168.1.20', host, origin: undefined }, port)?.status).toBe(403);
    expect(guardRefusal({ remoteAddress: '::ffff:10.0.0.3', host, origin: undefined }, port)?.status).toBe(403);
    expect(guardRefusal({ remoteAddress: '127.0.0.1', host, origin: undefined }, port)).toBeUndefined();
    expect(guardRefusal({ remoteAddress: '::1', host, origin: `http://${host}` }, port)).toBeUndefined();
    expect(guardRefusal({ remoteAddress: '127.0.0.1', host, origin: undefined }, undefined)?.status).toBe(403);
    // Vite refuses other Host names before the studio sees them; the studio's own guard does too.
    expect(guardRefusal({ remoteAddress: '127.0.0.1', host: `evil.example:${port}`, origin: undefined }, port)?.status).toBe(403);
    expect(guardRefusal({ remoteAddress: '127.0.0.1', host: undefined, origin: undefined }, port)?.status).toBe(403);
  });
});

test('unknown routes and methods get JSON refusals', async () => {
  expect((await call('GET', '/_studio/api/nothing')).status).toBe(404);
  expect((await call('DELETE', '/_studio/api/file?path=pages/home.yaml')).status).toBe(405);
  expect(existsSync(join(pagesDir, 'home.yaml'))).toBe(true);
});
