import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { readRoutesFile } from '../../scripts/server/built-site.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');
const routes = readRoutesFile(distDir);
const nginx = read('nginx.conf');
const redirects = read('_redirects');
const headers = read('_headers');

/** The locations of the server block, in order, as nginx reads them. */
const locations = [...nginx.matchAll(/^ {4}location (=|~\*|~)? ?("[^"]+"|\S+) \{ (.+) \}$/gm)].map(
  ([, modifier = '', pattern = '', body = '']) => ({
    modifier,
    pattern: pattern.replace(/^"|"$/g, ''),
    body,
  }),
);

/** The server-level checks (`if (...) { return ...; }`) nginx runs before choosing a location. */
const serverChecks = [...nginx.matchAll(/^ {4}if \(\$request_uri ~ "([^"]+)"\) \{ (return \d+;) \}$/gm)].map(
  ([, pattern = '', body = '']) => ({ pattern: new RegExp(pattern), body }),
);

/** What nginx does with a GET for a path: server checks, exact match, then regexes in order, then `location /`. */
function nginxAnswer(path: string): string {
  const check = serverChecks.find(({ pattern }) => pattern.test(path));
  if (check) return check.body;
  const exact = locations.find((location) => location.modifier === '=' && location.pattern === path);
  if (exact) return exact.body;
  const regex = locations.find(
    (location) => location.modifier.startsWith('~') && new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').test(path),
  );
  return regex?.body ?? locations.find((location) => location.modifier === '' && location.pattern === '/')?.body ?? 'no location';
}

const ruleLines = redirects.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
/** The lines that send a language's unknown addresses to its not-found page (`/es/* /es/404.html 404`). */
const notFoundLines = ruleLines.filter((line) => line.endsWith(' 404'));
const redirectLines = ruleLines.filter((line) => !line.endsWith(' 404'));
const redirectMap = new Map(redirectLines.map((line) => [line.split(' ')[0] ?? '', line]));

/** The _headers file as path -> headers. */
const headerBlocks = new Map(
  headers
    .split(/\n(?=\/)/)
    .map((block) => block.split('\n').filter((line) => line !== '' && !line.startsWith('#')))
    .filter((lines) => lines.length > 0)
    .map(([path = '', ...lines]): [string, Map<string, string>] => [
      path,
      new Map(lines.map((line) => [line.trim().split(': ')[0] ?? '', line.trim().split(': ').slice(1).join(': ')])),
    ]),
);

describe('nginx.conf', () => {
  test('is one server block for the site, with gzip_static, the 404 page and relative redirects', () => {
    expect(nginx.match(/^server \{$/gm)).toHaveLength(1);
    expect(nginx.split('{').length).toBe(nginx.split('}').length);
    expect(nginx).toContain('    server_name www.lumora.example;');
    expect(nginx).toContain('    gzip_static on;');
    expect(nginx).toContain('    absolute_redirect off;');
    // A named location, so the server-level checks do not run again for the page itself.
    expect(nginx).toContain('    error_page 404 @not_found;');
    expect(nginx).toContain('    location @not_found { try_files $site_not_found =404; }');
    // Each translation's addresses get its own not-found page, the rest the site's.
    const notFound = Object.entries(routes.notFound ?? {});
    expect(notFound.length).toBeGreaterThan(0);
    expect(nginx).toContain(
      `map $uri $site_not_found {\n    default /404.html;\n${notFound.map(([start, file]) => `    ~*"^${start}" ${file};\n`).join('')}}`,
    );
    for (const [, file] of notFound) expect(existsSync(join(distDir, file)), file).toBe(true);
  });

  test('says Vary: Accept-Encoding on every answer that has a compressed copy', () => {
    expect(nginx).toContain('    gzip_vary on;');
    // nginx leaves out the .gz copies for requests through a proxy (Via) unless told otherwise.
    expect(nginx).toContain('    gzip_proxied any;');
  });

  test('answers other methods than GET and HEAD with 405 and Allow', () => {
    expect(nginx).toContain('    if ($request_method !~ "^(GET|HEAD)$") { return 405; }');
    expect(nginx).toMatch(/map \$request_method \$site_allow \{\n {4}default "GET, HEAD";\n {4}GET "";\n {4}HEAD "";\n\}/);
    expect(nginx).toContain('    add_header Allow $site_allow always;');
  });

  test("labels every file the build writes with its own type, whatever the server's mime.types", () => {
    const types = new Map(
      [...(/^ {4}types \{\n([^}]+)\n {4}\}$/m.exec(nginx)?.[1] ?? '').matchAll(/^ {8}(\S+) ([^;]+);$/gm)].flatMap(
        ([, type = '', extensions = '']) => extensions.split(' ').map((extension): [string, string] => [extension, type]),
      ),
    );
    const written = new Set(
      readdirSync(distDir, { recursive: true, encoding: 'utf8' })
        .map((name) => extname(name).slice(1))
        .filter((extension) => !['br', 'gz', 'conf', ''].includes(extension)),
    );
    expect(written.size).toBeGreaterThan(4);
    for (const extension of written) expect(types.get(extension), extension).toBeDefined();
    expect(types.get('html')).toBe('text/html');
    expect(types.get('js')).toBe('text/javascript');
    expect(nginx).toContain('    default_type application/octet-stream;');
    expect(nginx).toMatch(/^ {4}charset_types text\/html text\/javascript text\/css .*;$/m);
  });

  test('every redirect in routes.json is a case-insensitive 301 to its canonical path', () => {
    for (const [from, to] of Object.entries(routes.redirects)) {
      if (from === '/') continue;
      const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(nginx).toContain(`    location ~* "^${escaped}/?$" { return 301 ${to}$is_args$args; }`);
    }
  });

  test('every page is served from its file at its canonical path', () => {
    for (const path of routes.pages)
      expect(nginxAnswer(path)).toBe(`try_files /${path === '/' ? '' : `${path.slice(1)}/`}index.html =404;`);
  });

  test.each([
    ['/ERP', '/erp'],
    ['/Dealer-portal', '/dealer-portal'],
    ['/Contact-us', '/contact-us'],
    ['/ContactUs', '/contactus'],
    ['/why-lumora/', '/why-lumora'],
    ['/Inventory-Management/', '/inventory-management'],
  ])('%s is answered with a 301 to %s', (from, to) => {
    expect(nginxAnswer(from)).toBe(`return 301 ${to}$is_args$args;`);
  });

  test.each(['/no-such-page', '/erp/index.html', '/index.html', '/routes.json', '/_headers', '/404.html'])('%s is not a page', (path) => {
    expect(nginxAnswer(path)).toMatch(/^(return 404;|try_files \$uri =404;)$/);
  });

  test.each(['/routes.json.gz', '/routes.json.br', '/index.html.gz', '/erp/index.html.br', '/404.html.gz', '/favicon.svg.gz'])(
    '%s, a compressed copy, is answered 404',
    (path) => {
      expect(nginxAnswer(path)).toBe('return 404;');
    },
  );

  test.each(['//erp', '//ERP', '//', '/erp//', '//assets/app.js?x=1'])('%s, with a doubled slash, is answered 404', (path) => {
    expect(nginxAnswer(path)).toBe('return 404;');
  });

  test('the not-found checks come before the redirects, which would otherwise answer first', () => {
    const firstRedirect = locations.findIndex((location) => location.body.startsWith('return 301'));
    const lastNotFound = locations.findLastIndex((location) => location.modifier === '~' && location.body === 'return 404;');
    expect(lastNotFound).toBeGreaterThan(-1);
    expect(lastNotFound).toBeLessThan(firstRedirect);
  });

  test('sends every security header on every response, and the cache policy', () => {
    for (const [name, value] of Object.entries(routes.headers)) expect(nginx).toContain(`    add_header ${name} "${value}" always;`);
    expect(nginx).toContain('    add_header Cache-Control $site_cache_control always;');
    expect(nginx).toContain('    ~^/assets/ "public, max-age=31536000, immutable";');
    expect(nginx).toContain('    default "no-cache";');
    // By status: files by their path, redirects for an hour, error answers revalidated.
    expect(nginx).toMatch(
      /map \$status \$site_cache_control \{\n {4}default "no-cache";\n {4}200 \$site_file_cache;\n {4}206 \$site_file_cache;\n {4}304 \$site_file_cache;\n {4}301 "public, max-age=3600";\n\}/,
    );
    // add_header in a location would drop the server's headers there.
    expect(locations.filter((location) => location.body.includes('add_header'))).toEqual([]);
  });
});

describe('_redirects', () => {
  test("every line is a permanent redirect to a page, never from a page (no loop), but each language's not-found lines", () => {
    expect(redirectLines.length).toBeGreaterThan(0);
    expect(notFoundLines).toEqual(Object.entries(routes.notFound ?? {}).map(([start, file]) => `${start}* ${file} 404`));
    for (const line of redirectLines) {
      const [from = '', to = '', status] = line.split(' ');
      expect(status, line).toBe('301');
      expect(routes.pages, line).toContain(to);
      expect(routes.pages, line).not.toContain(from);
    }
    expect(redirectMap.size).toBe(redirectLines.length);
  });

  test('every redirect in routes.json is there: other spellings as they are, canonical ones by their case variants', () => {
    for (const [from, to] of Object.entries(routes.redirects)) {
      if (from === '/') continue;
      const spelling = from === to ? `/${from.charAt(1).toUpperCase()}${from.slice(2)}` : from;
      expect(redirectMap.get(spelling), from).toBe(`${spelling} ${to} 301`);
    }
  });

  test.each([
    ['/ERP', '/erp'],
    ['/POS', '/pos'],
    ['/Contact-us', '/contact-us'],
    ['/ContactUs', '/contactus'],
    ['/Dealer-portal', '/dealer-portal'],
    ['/Employee-Self-Service-Portal', '/employee-self-service-portal'],
    ['/Material-management', '/material-management'],
    ['/Distribution-Supply-Chain', '/distribution-supply-chain'],
  ])('%s -> %s', (from, to) => {
    expect(redirectMap.get(from)).toBe(`${from} ${to} 301`);
  });

  test('every alias as its author wrote it', () => {
    for (const [from, to] of Object.entries(routes.aliases)) expect(redirectMap.get(from)).toBe(`${from} ${to} 301`);
  });
});

describe('_headers', () => {
  test('every security header on every path, and Vary, since these hosts compress text answers', () => {
    expect(Object.fromEntries(headerBlocks.get('/*') ?? [])).toEqual({ ...routes.headers, Vary: 'Accept-Encoding' });
  });

  test('hashed assets are immutable; pages and the 404 page are revalidated', () => {
    expect(headerBlocks.get('/assets/*')?.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of [...routes.pages, '/404.html']) expect(headerBlocks.get(path)?.get('Cache-Control'), path).toBe('no-cache');
    const immutable = [...headerBlocks].filter(([, block]) => block.get('Cache-Control')?.includes('immutable')).map(([path]) => path);
    expect(immutable).toEqual(['/assets/*']);
  });
});

test('the embedded server sends exactly the headers written for the other hosts', async () => {
  for (const path of ['/', '/erp', '/no-such-page']) {
    const response = await fetch(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(routes.headers)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
  }
});
