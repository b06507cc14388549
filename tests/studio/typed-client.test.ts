/**
 * The screens' typed client (Hono's `hc` over the route table's type) against the real route table:
 * what a screen sends reaches the handler under the names the route reads (a query, a JSON body, a
 * form), an answer comes back as the route gives it, and a refusal as an `ApiRefusal` with the
 * catalogue's code and status. The types are checked by `tsc`; this checks the wire.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiBase } from '../../studio/api/contract/routes.ts';
import { ApiRefusal, studioApi as client } from '../../studio/app/api.ts';
import { studioApi } from '../../studio/server/api.ts';
import { studioSchemas } from '../../studio/server/schemas.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';
import { solidPng } from '../helpers/solid-png.ts';

const root = fixtureRoot();
const pagesDir = join(root, 'pages');
// The fixture's public/ is the project's own: uploads here go to a folder of the test's own.
const publicDir = join(root, 'scratch-public');
mkdirSync(join(publicDir, 'images'), { recursive: true });
const api = studioApi({ pagesDir, publicDir, schemas: () => studioSchemas(projectRoot) });

/** Every address the client asked for, as it asked for it. */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  // The browser's fetch, answered by the route table itself: the address under the API's base, the method, the headers and the body as sent.
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    asked.push(`${init.method ?? 'GET'} ${url}`);
    expect(url.startsWith(`${apiBase}/`)).toBe(true);
    return api.fetch(new Request(`http://studio.test${url.slice(apiBase.length)}`, init));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the typed client against the studio API’s route table', () => {
  test('reads a page by the query the route reads, checks a draft with a JSON body and saves it', async () => {
    const opened = await client.open('pages/industries/retail.yaml');
    expect(asked).toEqual(['GET /_studio/api/file?path=pages%2Findustries%2Fretail.yaml']);
    expect(opened.path).toBe('pages/industries/retail.yaml');
    expect(opened.version).toMatch(/^sha256:/);

    // The fixture's pictures are not in this test's public folder: the same problems before and after a change of words.
    const asItIs = await client.check(opened.path, opened.text, false);
    const text = opened.text.replace(/^title: .*$/m, 'title: Retail, checked through the client');
    const checked = await client.check(opened.path, text, false);
    expect(checked.errors).toBe(asItIs.errors);
    expect(checked.preview).toBeUndefined();
    // The draft sent is the one checked: a page without its title has one error more.
    const untitled = await client.check(opened.path, opened.text.replace(/^title: .*\n/m, ''), false);
    expect(untitled.errors).toBe(asItIs.errors + 1);

    const saved = await client.save(opened.path, text, opened.version);
    expect(saved.version).not.toBe(opened.version);
    expect(readFileSync(join(pagesDir, 'industries', 'retail.yaml'), 'utf8')).toBe(text);
  });

  test('sends every query value the route declares, and leaves out what was not given', async () => {
    const hits = await client.search('checked through the client');
    expect(hits.hits.map((hit) => hit.file)).toEqual(['pages/industries/retail.yaml']);
    await client.movePreview('pages/industries/retail.yaml', '/retail-shops');
    await client.deletePreview('pages/industries/retail.yaml', '');
    const proposal = await client.newPage({ kind: 'industry', name: 'Wholesale' });
    expect(proposal.proposal?.url).toBe('/wholesale');
    expect(asked).toEqual([
      'GET /_studio/api/search?q=checked+through+the+client',
      'GET /_studio/api/move-page?file=pages%2Findustries%2Fretail.yaml&to=%2Fretail-shops',
      'GET /_studio/api/delete-page?file=pages%2Findustries%2Fretail.yaml&to=',
      'GET /_studio/api/new-page?kind=industry&name=Wholesale',
    ]);
  });

  test('uploads a picture as a form, its file and fields by the names the route reads', async () => {
    const picture = new Blob([new Uint8Array(solidPng(8, 6, 0x80))], { type: 'image/png' });
    const uploaded = await client.upload({ folder: '', name: 'Till Photo', picture });
    expect(uploaded.src).toBe('/images/till-photo.png');
    expect({ width: uploaded.width, height: uploaded.height }).toEqual({ width: 8, height: 6 });
    // The same name again, without `replace`: refused in the server's words, with a free name.
    const again = client.upload({ folder: '', name: 'Till Photo', picture });
    await expect(again).rejects.toBeInstanceOf(ApiRefusal);
    await expect(again).rejects.toMatchObject({ status: 409, code: 'name-taken', body: { suggestion: 'till-photo-2.png' } });
    const replaced = await client.upload({ folder: '', name: 'Till Photo', picture, replace: true });
    expect(replaced.src).toBe('/images/till-photo.png');
  });

  test('throws a refusal with the catalogue’s code, its status and the server’s words', async () => {
    const missing = client.open('pages/no-such-page.yaml');
    await expect(missing).rejects.toBeInstanceOf(ApiRefusal);
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'not-found' });
    const stale = client.save('pages/industries/retail.yaml', 'title: Stale\n', 'sha256:0');
    await expect(stale).rejects.toMatchObject({ status: 409, code: 'version-conflict' });
  });
});
