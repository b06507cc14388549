import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, inject, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { readRoutesFile } from '../../scripts/server/built-site.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const content = loadContent({ root: projectRoot });
const routes = readRoutesFile(distDir);
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${baseUrl}${path}`, { redirect: 'manual', headers, method });

/** A request with the path exactly as written and only the given headers (fetch would resolve `..` and add Accept-Encoding). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const outgoing = request({ host: hostname, port, path, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}
/** The client entry script, as the home page loads it. */
/** The site's code (the page's script tag names only the small boot script that starts it). */
const entryScript =
  /<meta name="site-modules" content="[^"]*?(\/assets\/entry-client-[^" ]+)/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1] ??
  '';

describe('every other spelling of a page is a permanent redirect to its lower-case path', () => {
  const spellings: [string, string][] = [
    ['/ERP', '/erp'],
    ['/Dealer-portal', '/dealer-portal'],
    ['/Contact-us', '/contact-us'],
    ['/ContactUs', '/contactus'],
    ['/Why-Lumora?', '/why-lumora'],
    ['/inventory-Management', '/inventory-management'],
    ['/erp/', '/erp'],
    ['/ERP/?from=banner', '/erp?from=banner'],
    ['/Material-management', '/material-management'],
  ];
  test.each(spellings)('%s -> %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  test('the upper-case and trailing-slash spelling of every page', async () => {
    for (const { page } of content.pages.filter(({ page: entry }) => entry.path !== '/')) {
      for (const spelling of [page.path.toUpperCase(), `${page.path}/`]) {
        const response = await get(spelling);
        expect(response.status, spelling).toBe(301);
        expect(response.headers.get('location'), spelling).toBe(page.path);
      }
    }
  });

  test('a redirect may be remembered for an hour, and says so on every host', async () => {
    for (const from of ['/ERP', '/erp/', ...Object.keys(routes.aliases)]) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('cache-control'), from).toBe('public, max-age=3600');
      expect(response.headers.get('vary'), from).toBeNull();
    }
  });

  test('/why-lumora? (an empty query) is the page itself', async () => {
    const response = await get('/why-lumora?');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<link rel="canonical" href="https://www.lumora.example/why-lumora"/>');
  });
});

describe('status 404 with the not-found page', () => {
  const notAddresses = [
    ['an unknown path', '/no-such-page', '/erp/extra', '/assets/missing.js', '/erp/index'],
    ['host configuration', '/routes.json', '/nginx.conf', '/_redirects', '/_headers'],
    [
      'a compressed copy, of a hidden file or any other',
      '/routes.json.br',
      '/routes.json.gz',
      '/index.html.gz',
      '/erp/index.html.br',
      '/404.html.gz',
      '/favicon.svg.gz',
      '/sitemap.xml.br',
    ],
    ['a page file under a second address', '/index.html', '/erp/index.html', '/404.html', '/404'],
    ['a doubled slash', '//erp', '//ERP', '//', '/erp//', '//assets/missing.js', '//favicon.svg'],
  ].flatMap(([kind = '', ...paths]) => paths.map((path) => [kind, path]));
  test.each(notAddresses)('%s: %s', async (_kind, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect((await response.text()).includes('<title>Page not found | Lumora</title>')).toBe(true);
  });

  test('the not-found page comes compressed when the browser accepts it', async () => {
    const response = await rawGet('/no-such-page', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
  });
});

describe('paths are read as nginx reads them', () => {
  test.each([
    ['/x/%2e%2e/erp', 200],
    ['/erp/.', 301],
    ['/%65rp', 200],
    ['/%2e%2e/', 400],
    ['/erp/../../', 400],
    ['/%zz', 400],
    ['/%00', 400],
  ])('%s: %i', async (path, status) => {
    expect((await rawGet(path)).status).toBe(status);
  });
});

describe('only GET and HEAD', () => {
  test.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '%s is answered 405 with Allow, on pages, spellings, files and unknown paths',
    async (method) => {
      for (const path of ['/', '/erp', '/ERP', entryScript, '/no-such-page']) {
        const response = await get(path, {}, method);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
        expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('no-cache');
        expect(await response.text(), `${method} ${path}`).not.toContain('rel="canonical"');
      }
    },
  );

  test('HEAD gets the headers of GET and no body', async () => {
    const [head, getResponse] = await Promise.all([
      get('/erp', { 'accept-encoding': 'gzip' }, 'HEAD'),
      get('/erp', { 'accept-encoding': 'gzip' }),
    ]);
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'])
      expect(head.headers.get(name), name).toBe(getResponse.headers.get(name));
    expect(await head.text()).toBe('');
    expect(getResponse.headers.get('allow')).toBeNull();
  });
});

describe('precompressed files', () => {
  test.each([
    ['HTML', '/'],
    ['HTML', '/contact-us'],
    ['JavaScript', entryScript],
  ])('%s at %s: brotli when the browser accepts it, gzip otherwise, plain without either', async (_kind, path) => {
    const original = readFileSync(
      join(distDir, path === '/' ? 'index.html' : path.endsWith('.js') ? path.slice(1) : `${path.slice(1)}/index.html`),
      'utf8',
    );
    const brotli = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(original) / 3);
    expect(await brotli.text()).toBe(original);
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(original);
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(original);
  });

  test.each([
    ['no Accept-Encoding at all', undefined, undefined],
    ['gzip only', 'gzip', 'gzip'],
    ['brotli refused with q=0', 'br;q=0, gzip', 'gzip'],
    ['both refused with q=0', 'gzip;q=0, br;q=0', undefined],
    ['deflate only', 'deflate', undefined],
    ['upper case', 'BR', 'br'],
  ])('a compressed copy only when asked for: %s', async (_case, acceptEncoding, expected) => {
    for (const path of ['/erp', entryScript, '/no-such-page']) {
      const response = await rawGet(path, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], path).toBe(expected);
      expect(response.headers['vary'], path).toBe('Accept-Encoding');
    }
  });

  test("code every page shares is compressed at brotli's top quality; a page's own files (its HTML, its data chunk) at the next, which is three times faster", () => {
    const homeModules =
      /<meta name="site-modules" content="([^"]*)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1]?.split(' ') ?? [];
    const homeData = homeModules.find((module) => /^\/assets\/home-[\w-]{8}\.js$/.test(module));
    expect(homeData, 'the home page lists its data chunk').toBeDefined();
    const brotliAt = (file: string, quality: number) => {
      const source = readFileSync(join(distDir, file));
      return brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
    };
    for (const [file, quality] of [
      [entryScript.slice(1), constants.BROTLI_MAX_QUALITY],
      [`${homeData?.slice(1)}`, 10],
      ['index.html', 10],
      ['erp/index.html', 10],
    ] as const) {
      expect(readFileSync(join(distDir, `${file}.br`)).equals(brotliAt(file, quality)), `${file} at quality ${quality}`).toBe(true);
    }
  });

  test('a compressed copy is never sent under its own name', async () => {
    for (const suffix of ['.br', '.gz']) {
      const response = await rawGet(`${entryScript}${suffix}`);
      expect(response.status).toBe(404);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  test('files without compressed copies do not vary', async () => {
    const response = await get('/og-image.png', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('vary')).toBeNull();
  });

  test('the type is that of the file, not of its compressed copy', async () => {
    expect((await get('/', { 'accept-encoding': 'br' })).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get(entryScript, { 'accept-encoding': 'br' })).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/sitemap.xml', { 'accept-encoding': 'gzip' })).headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });
});

describe('caching', () => {
  test('hashed assets are cached for a year and never revalidated', async () => {
    expect(entryScript).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const response = await get(entryScript, { 'accept-encoding': 'br' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test.each(['/', '/erp', '/contact-us', '/no-such-page', '/sitemap.xml'])('%s is revalidated on every visit', async (path) => {
    expect((await get(path)).headers.get('cache-control')).toBe('no-cache');
  });

  test('a revalidation of an unchanged page is answered 304', async () => {
    const first = await get('/pricing', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get('/pricing', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part): [string, string[]] => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers on every HTML response', () => {
  const site = content.site;
  test.each(['/', '/contact-us', '/ERP', '/no-such-page'])('%s', async (path) => {
    const response = await get(path);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    // Our own files, and the one inline script by its hash: the page's boot script.
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]+=*'$/)]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual([new URL(site?.enquiryForm.url ?? '').origin]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    const hsts = /max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '');
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(15552000);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  });
});
