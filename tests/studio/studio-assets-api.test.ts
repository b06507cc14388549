import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  maxUploadBytes,
  type ApiError,
  type IconsResponse,
  type ImageInfo,
  type ImagesResponse,
  type LinksResponse,
  type NewPageCreated,
  type NewPageResponse,
  type PagesResponse,
  uploadForm,
} from '../../studio/api/contract/studio-api.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { blobOf, solidPng } from '../helpers/solid-png.ts';
import { apiCaller, formPayload } from '../helpers/studio-dev.ts';
import { devServerConfig } from '../helpers/dev-server.ts';
import { stringContaining, stringMatching } from '../helpers/matchers.ts';

/** Throw-away copies of the project's pages and public folder: the dev server writes only there. */
const scratch = mkdtempSync(join(tmpdir(), 'studio-assets-'));
const pagesDir = join(scratch, 'pages');
const publicDir = join(scratch, 'public');
cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
cpSync(join(projectRoot, 'public'), publicDir, { recursive: true });
const imagesDir = join(publicDir, 'images');
// A folder outside public/images, and a link inside it that leads there.
mkdirSync(join(scratch, 'outside'));
symlinkSync(join(scratch, 'outside'), join(imagesDir, 'escape'));

let server: ViteDevServer;
let port = 0;

beforeAll(async () => {
  server = await createServer(devServerConfig({ pagesDir, publicDir }));
  await server.listen();
  port = Number(new URL(server.resolvedUrls?.local[0] ?? '').port);
});

afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const call = apiCaller(() => port);

/** A small PNG made here: `width` × `height` pixels of one colour. */
const png = (width: number, height: number, shade = 0x40): Buffer => solidPng(width, height, shade);
/** An upload as the studio sends it: a form with the picture's bytes in `picture`. */
const upload = async (request: { folder: string; name: string; bytes: Uint8Array | string; replace?: boolean }) =>
  call<ImageInfo & ApiError>(
    'POST',
    '/_studio/api/images',
    await formPayload(uploadForm({ folder: request.folder, name: request.name, picture: blobOf(request.bytes), replace: request.replace })),
  );

describe('links', () => {
  test('every page with an address, in the page list’s order, with its title, file and the #ids it renders', async () => {
    const { status, body } = await call<LinksResponse>('GET', '/_studio/api/links');
    expect(status).toBe(200);
    const list = (await call<PagesResponse>('GET', '/_studio/api/pages')).body.pages.filter((page) => page.url !== undefined);
    expect(body.pages.map((page) => page.file)).toEqual(list.map((page) => page.path));
    const pricing = list.find((page) => page.url === '/pricing');
    expect(body.pages.find((page) => page.path === '/pricing')).toEqual({
      title: pricing?.title,
      path: '/pricing',
      file: 'pages/company/pricing.yaml',
      anchors: ['main'],
    });
    expect(body.pages.find((page) => page.path === '/contact-us')?.anchors).toEqual(['main', 'form']);
    expect(body.pages.every((page) => !page.title.includes('{brand}'))).toBe(true);
  });
});

describe('icons', () => {
  test('a search: the icon of that name, then names that start with it, the plain style first, each drawn', async () => {
    const { status, body } = await call<IconsResponse>('GET', '/_studio/api/icons?search=inventory');
    expect(status).toBe(200);
    expect(body.icons.map((icon) => icon.name).slice(0, 2)).toEqual(['Inventory', 'Inventory2']);
    expect(body.total).toBe(body.icons.length);
    expect(body.icons.findIndex((icon) => icon.name.endsWith('Outlined'))).toBeGreaterThan(
      body.icons.findIndex((icon) => icon.name === 'Inventory2'),
    );
    const [, inventory2] = body.icons;
    expect(inventory2?.shapes.length).toBeGreaterThan(0);
    expect(inventory2?.shapes[0]).toMatchObject({ tag: 'path', attributes: { d: stringMatching(/^M/) } });
  });

  test('icons of circles and groups keep their shapes and only safe attributes', async () => {
    const { body } = await call<IconsResponse>('GET', '/_studio/api/icons?search=AdminPanelSettingsOutlined');
    const shapes = body.icons[0]?.shapes ?? [];
    expect(shapes.map((shape) => shape.tag)).toContain('circle');
    expect(shapes.find((shape) => shape.tag === 'circle')?.attributes).toMatchObject({ cx: '17', cy: '15.5', r: '1.12' });
    const names = new Set(shapes.flatMap((shape) => Object.keys(shape.attributes)));
    expect(shapes.some((shape) => shape.attributes['fill-rule'] === 'evenodd')).toBe(true);
    expect([...names].every((name) => ['d', 'cx', 'cy', 'r', 'fill-rule', 'opacity', 'fill-opacity'].includes(name))).toBe(true);
  });

  test('a limit: at most that many, the total counts them all; no search matches every icon', async () => {
    const limited = (await call<IconsResponse>('GET', '/_studio/api/icons?search=home&limit=5')).body;
    expect(limited.icons).toHaveLength(5);
    expect(limited.total).toBeGreaterThan(5);
    const all = (await call<IconsResponse>('GET', '/_studio/api/icons')).body;
    expect(all.icons).toHaveLength(60);
    expect(all.total).toBeGreaterThan(5000);
    expect((await call<IconsResponse>('GET', '/_studio/api/icons?limit=5000')).body.icons).toHaveLength(200);
  });
});

describe('pictures', () => {
  test('the list: every picture in public/images with its size, by src, and the folders', async () => {
    const { status, body } = await call<ImagesResponse>('GET', '/_studio/api/images');
    expect(status).toBe(200);
    const retail = readFileSync(join(imagesDir, 'industries', 'retail.svg'));
    const { width, height } = imageSize(retail);
    expect(body.images.find((image) => image.src === '/images/industries/retail.svg')).toEqual({
      src: '/images/industries/retail.svg',
      width,
      height,
      bytes: retail.byteLength,
    });
    const sources = body.images.map((image) => image.src);
    expect(sources).toEqual([...sources].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.folders).toContain('');
    expect(body.folders).toContain('industries');
    // A link leading out of public/images is not a folder a picture can go in.
    expect(body.folders).not.toContain('escape');
  });

  test('an upload is written under a safe name, in the scratch public folder, and listed', async () => {
    const bytes = png(2, 3);
    const { status, body } = await upload({ folder: 'industries', name: 'Wholesale Photo_1.PNG', bytes: bytes });
    expect(status, body.message).toBe(200);
    expect(body).toEqual({ src: '/images/industries/wholesale-photo-1.png', width: 2, height: 3, bytes: bytes.byteLength });
    expect(readFileSync(join(imagesDir, 'industries', 'wholesale-photo-1.png'))).toEqual(bytes);
    expect(existsSync(join(projectRoot, 'public', 'images', 'industries', 'wholesale-photo-1.png'))).toBe(false);
    const listed = (await call<ImagesResponse>('GET', '/_studio/api/images')).body.images;
    expect(listed.map((image) => image.src)).toContain('/images/industries/wholesale-photo-1.png');
    // The dev server serves it from the same public folder, once its watcher has seen the file.
    await vi.waitFor(async () => expect((await call<unknown>('GET', '/images/industries/wholesale-photo-1.png')).status).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
  });

  test('accents go, and the type comes from the bytes, not the name', async () => {
    const { status, body } = await upload({ folder: '', name: 'Café Été.jpg', bytes: png(1, 1) });
    expect(status, body.message).toBe(200);
    expect(body.src).toBe('/images/cafe-ete.png');
  });

  test('a picture over the limit: 413, with its size and the limit, nothing written', async () => {
    const bytes = Buffer.concat([png(1, 1), Buffer.alloc(maxUploadBytes)]);
    const { status, body } = await upload({ folder: 'industries', name: 'huge', bytes: bytes });
    expect(status).toBe(413);
    expect(body.error).toBe('too-large');
    expect(body.message).toContain(`${maxUploadBytes / 1024} KB`);
    expect(body.message).toContain(`${Math.ceil(bytes.byteLength / 1024)} KB`);
    expect(existsSync(join(imagesDir, 'industries', 'huge.png'))).toBe(false);
    // Over the body's own limit, the refusal still speaks of the picture.
    const larger = await upload({ folder: 'industries', name: 'huge', bytes: Buffer.alloc(900 * 1024) });
    expect(larger.status).toBe(413);
    expect(larger.body.message).toMatch(/^This picture is about 9\d\d KB; the studio takes pictures up to 600 KB — make it smaller/);
  });

  test('a picture with something after it (a page, a script): 415, nothing written', async () => {
    const withPage = Buffer.concat([png(2, 2), Buffer.from('<html><script>alert(1)</script></html>')]);
    const { status, body } = await upload({ folder: 'industries', name: 'appended', bytes: withPage });
    expect(status).toBe(415);
    expect(body).toMatchObject({ error: 'not-picture', message: stringMatching(/has something more than a PNG picture in it/) });
    expect(existsSync(join(imagesDir, 'industries', 'appended.png'))).toBe(false);
  });

  test('a small file of a picture too many pixels to unpack (20,000 × 20,000): 413, nothing written', async () => {
    const bomb = png(1, 1);
    // The header's width and height (the picture's data stays one pixel: a browser would unpack 400 million).
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const { status, body } = await upload({ folder: 'industries', name: 'bomb', bytes: bomb });
    expect(status).toBe(413);
    expect(body).toMatchObject({
      error: 'too-large',
      message: stringMatching(/is 20000 × 20000 pixels; the studio takes pictures up to 10,000 pixels a side/),
    });
    expect(existsSync(join(imagesDir, 'industries', 'bomb.png'))).toBe(false);
  });

  test('a file that is not a PNG, JPEG or WebP picture, and an SVG: 415', async () => {
    const text = await upload({ folder: 'industries', name: 'notes.png', bytes: 'These are not the pixels you are looking for.' });
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('not-picture');
    const svg = await upload({
      folder: 'industries',
      name: 'drawing',
      bytes: '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ error: 'not-picture', message: stringMatching(/^SVG files can carry scripts/) });
    expect(existsSync(join(imagesDir, 'industries', 'notes.png'))).toBe(false);
    expect(existsSync(join(imagesDir, 'industries', 'drawing.svg'))).toBe(false);
  });

  test('an upload that is not a form, or a form without its picture: 415 not-upload; a form without its name: 400', async () => {
    const asJson = await call('POST', '/_studio/api/images', { body: { folder: 'industries', name: 'x', data: 'AA==' } });
    expect(asJson).toMatchObject({ status: 415, body: { error: 'not-upload', message: stringMatching(/reload the studio/) } });
    const noPicture = new FormData();
    noPicture.set('folder', 'industries');
    noPicture.set('name', 'x');
    expect(await call('POST', '/_studio/api/images', await formPayload(noPicture))).toMatchObject({
      status: 415,
      body: { error: 'not-upload' },
    });
    const noName = new FormData();
    noName.set('folder', 'industries');
    noName.set('picture', blobOf(png(1, 1)), 'x.png');
    expect(await call('POST', '/_studio/api/images', await formPayload(noName))).toMatchObject({
      status: 400,
      body: { error: 'bad-request' },
    });
    expect(existsSync(join(imagesDir, 'industries', 'x.png'))).toBe(false);
  });

  test.each([
    ['a name that climbs out', '../../evil.png'],
    ['a name with a slash', 'hero/evil.png'],
    ['a name with a backslash', 'evil\\name.png'],
    ['a name with nothing left', '***.png'],
  ])('%s: 400 bad-name, nothing written', async (_what, name) => {
    const { status, body } = await upload({ folder: 'industries', name, bytes: png(1, 1) });
    expect(status).toBe(400);
    expect(body.error).toBe('bad-name');
    expect(body.message).toMatch(/ — /);
    expect(existsSync(join(publicDir, 'evil.png'))).toBe(false);
  });

  test.each([
    ['a folder that climbs out', '..'],
    ['a folder that climbs out and back', 'industries/../../images'],
    ['an absolute folder', '/tmp'],
    ['a backslash', 'industries\\..'],
    ['a folder that does not exist', 'nowhere'],
    ['a link that leads out of public/images', 'escape'],
  ])('%s: 400 bad-path, nothing written', async (_what, folder) => {
    const { status, body } = await upload({ folder, name: 'evil', bytes: png(1, 1) });
    expect(status).toBe(400);
    expect(body.error).toBe('bad-path');
    expect(existsSync(join(publicDir, 'evil.png'))).toBe(false);
    expect(existsSync(join(scratch, 'outside', 'evil.png'))).toBe(false);
  });

  test('a name already used: 409 with a free name, the picture unchanged; with replace, written over', async () => {
    const first = png(4, 4, 0x10);
    expect((await upload({ folder: 'industries', name: 'wholesale', bytes: first })).status).toBe(200);
    const second = png(5, 6, 0xf0);
    const taken = await upload({ folder: 'industries', name: 'Wholesale', bytes: second });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'name-taken', suggestion: 'wholesale-2.png' });
    expect(readFileSync(join(imagesDir, 'industries', 'wholesale.png'))).toEqual(first);
    const replaced = await upload({ folder: 'industries', name: 'Wholesale', bytes: second, replace: true });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ src: '/images/industries/wholesale.png', width: 5, height: 6 });
    expect(readFileSync(join(imagesDir, 'industries', 'wholesale.png'))).toEqual(second);
  });
});

describe('new pages', () => {
  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'a kind named %s, which every object has, is no kind of page: 400 with the kinds there are, nothing written',
    async (kind) => {
      const asked = await call('GET', `/_studio/api/new-page?kind=${kind}&name=Anything`);
      expect(asked).toMatchObject({ status: 400, body: { error: 'bad-request', message: stringMatching(/use one of: module, industry/) } });
      const made = await call('POST', '/_studio/api/new-page', { body: { kind, name: 'Anything', slug: 'anything' } });
      expect(made).toMatchObject({ status: 400, body: { error: 'bad-request' } });
      expect(existsSync(join(pagesDir, 'anything.yaml'))).toBe(false);
    },
  );

  test('the kinds, with their menu group’s label', async () => {
    const { status, body } = await call<NewPageResponse>('GET', '/_studio/api/new-page');
    expect(status).toBe(200);
    expect(body.kinds.find((kind) => kind.kind === 'industry')).toEqual({
      kind: 'industry',
      description: 'an industry page',
      folder: 'industries',
      group: 'industries',
      groupLabel: 'Industries',
    });
    expect(body.proposal).toBeUndefined();
  });

  test('a proposal for a new name: the address from the name, free', async () => {
    const { body } = await call<NewPageResponse>('GET', '/_studio/api/new-page?kind=industry&name=Wholesale');
    expect(body.proposal).toEqual({ slug: 'wholesale', url: '/wholesale', file: 'pages/industries/wholesale.yaml' });
    const asked = await call<NewPageResponse>('GET', '/_studio/api/new-page?kind=industry&name=Wholesale&slug=wholesale-trade');
    expect(asked.body.proposal).toEqual({
      slug: 'wholesale-trade',
      url: '/wholesale-trade',
      file: 'pages/industries/wholesale-trade.yaml',
    });
  });

  test('a proposal that cannot be made says why, in npm run new’s words', async () => {
    const file = await call<NewPageResponse>('GET', '/_studio/api/new-page?kind=industry&name=Retail');
    expect(file.body.proposal?.problem).toBe('pages/industries/retail.yaml already exists — choose another slug, or edit that file.');
    const address = await call<NewPageResponse>('GET', '/_studio/api/new-page?kind=module&name=Retail');
    expect(address.body.proposal).toMatchObject({
      slug: 'retail',
      problem: 'The address /retail is already used by pages/industries/retail.yaml — choose another slug, or edit that page.',
    });
    const slug = await call<NewPageResponse>('GET', '/_studio/api/new-page?kind=industry&name=Wholesale&slug=Whole%20Sale');
    expect(slug.body.proposal?.problem).toMatch(/^"Whole Sale" cannot be a page address/);
    const name = await call<NewPageResponse>('GET', '/_studio/api/new-page?kind=industry&name=%20');
    expect(name.body.proposal?.problem).toMatch(/^The page needs a name for the menus/);
  });

  test('creating a page writes its kind’s template, comments included; a second time is refused', async () => {
    const request = { kind: 'industry', name: 'Wholesale', slug: 'wholesale' };
    const { status, body } = await call<NewPageCreated>('POST', '/_studio/api/new-page', { body: request });
    expect(status).toBe(200);
    expect(body).toEqual({ path: 'pages/industries/wholesale.yaml', url: '/wholesale' });
    const text = readFileSync(join(pagesDir, 'industries', 'wholesale.yaml'), 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=/);
    expect(text).toContain('# An industry page. Replace every text that starts with "REPLACE:"');
    expect(text).toContain('path: /wholesale\n');
    expect(existsSync(join(projectRoot, 'pages', 'industries', 'wholesale.yaml'))).toBe(false);

    const again = await call('POST', '/_studio/api/new-page', { body: request });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'name-taken',
      message: 'pages/industries/wholesale.yaml already exists — choose another slug, or edit that file.',
    });
    expect(readFileSync(join(pagesDir, 'industries', 'wholesale.yaml'), 'utf8')).toBe(text);
    const badSlug = await call('POST', '/_studio/api/new-page', { body: { ...request, slug: '../escape' } });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.error).toBe('bad-name');
    // Longer than a file name may be: writing it failed with 500.
    const longSlug = await call('POST', '/_studio/api/new-page', { body: { ...request, slug: 'x'.repeat(300) } });
    expect(longSlug).toMatchObject({ status: 400, body: { error: 'bad-name', message: stringContaining('300 characters long') } });
  });
});

test('another site’s page cannot use the new routes', async () => {
  const origin = { origin: 'https://evil.example' };
  expect((await call('GET', '/_studio/api/links', { headers: origin })).status).toBe(403);
  expect((await call('GET', '/_studio/api/images', { headers: origin })).status).toBe(403);
  const form = await formPayload(uploadForm({ folder: '', name: 'evil', picture: blobOf(png(1, 1)) }));
  const uploaded = await call('POST', '/_studio/api/images', { raw: form.raw, headers: { ...form.headers, ...origin } });
  expect(uploaded.status).toBe(403);
  const created = await call('POST', '/_studio/api/new-page', { body: { kind: 'industry', name: 'Evil', slug: 'evil' }, headers: origin });
  expect(created.status).toBe(403);
  expect(existsSync(join(imagesDir, 'evil.png'))).toBe(false);
  expect(existsSync(join(pagesDir, 'industries', 'evil.yaml'))).toBe(false);
});
