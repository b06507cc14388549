import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import type { RoutesFile } from '../../scripts/build/site-files.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');
const routes: RoutesFile = JSON.parse(read('routes.json'));
const nginx = read('nginx.conf');
const redirects = read('_redirects');
const headers = read('_headers');

/** The locations of the server block, in order, as nginx reads them. */
const locations = [...nginx.matchAll(/^ {4}location (=|~\*|~)? ?("[^"]+"|\S+) \{ (.+) \}$/gm)].map(([, modifier = '', pattern = '', body = '']) => ({
  modifier,
  pattern: pattern.replace(/^"|"$/g, ''),
  body,
}));

/** What nginx does with a request path: exact match first, then regexes in order, then `location /`. */
function nginxAnswer(path: string): string {
  const exact = locations.find((location) => location.modifier === '=' && location.pattern === path);
  if (exact) return exact.body;
  const regex = locations.find((location) => location.modifier.startsWith('~') && new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').test(path));
  return regex?.body ?? locations.find((location) => location.modifier === '' && location.pattern === '/')?.body ?? 'no location';
}

const redirectLines = redirects.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
const redirectMap = new Map(redirectLines.map((line) => [line.split(' ')[0] ?? '', line]));

/** The _headers file as path -> headers. */
const headerBlocks = new Map(
  headers
    .split(/\n(?=\/)/)
    .map((block) => block.split('\n').filter((line) => line !== '' && !line.startsWith('#')))
    .filter((lines) => lines.length > 0)
    .map(([path = '', ...lines]): [string, Map<string, string>] => [path, new Map(lines.map((line) => [line.trim().split(': ')[0] ?? '', line.trim().split(': ').slice(1).join(': ')]))]),
);

describe('nginx.conf', () => {
  test('is one server block for the site, with gzip_static, the 404 page and relative redirects', () => {
    expect(nginx.match(/^server \{$/gm)).toHaveLength(1);
    expect(nginx.split('{').length).toBe(nginx.split('}').length);
    expect(nginx).toContain('    server_name www.lumora.example;');
    expect(nginx).toContain('    gzip_static on;');
    expect(nginx).toContain('    error_page 404 /404.html;');
    expect(nginx).toContain('    absolute_redirect off;');
  });

  test('every redirect in routes.json is a case-insensitive 301 to its canonical path', () => {
    for (const [from, to] of Object.entries(routes.redirects)) {
      if (from === '/') continue;
      const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(nginx).toContain(`    location ~* "^${escaped}/?$" { return 301 ${to}$is_args$args; }`);
    }
  });

  test('every page is served from its file at its canonical path', () => {
    for (const path of routes.pages) expect(nginxAnswer(path)).toBe(`try_files /${path === '/' ? '' : `${path.slice(1)}/`}index.html =404;`);
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

  test.each(['/no-such-page', '/erp/index.html', '/routes.json', '/_headers'])('%s is not a page', (path) => {
    expect(nginxAnswer(path)).toMatch(/^(return 404;|try_files \$uri =404;)$/);
  });

  test('sends every security header on every response, and the cache policy', () => {
    for (const [name, value] of Object.entries(routes.headers)) expect(nginx).toContain(`    add_header ${name} "${value}" always;`);
    expect(nginx).toContain('    add_header Cache-Control $site_cache_control always;');
    expect(nginx).toContain('    ~^/assets/ "public, max-age=31536000, immutable";');
    expect(nginx).toContain('    default "no-cache";');
    // add_header in a location would drop the server's headers there.
    expect(locations.filter((location) => location.body.includes('add_header'))).toEqual([]);
  });
});

describe('_redirects', () => {
  test('every line is a permanent redirect to a page, never from a page (no loop)', () => {
    expect(redirectLines.length).toBeGreaterThan(0);
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
  test('every security header on every path', () => {
    expect(Object.fromEntries(headerBlocks.get('/*') ?? [])).toEqual(routes.headers);
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
