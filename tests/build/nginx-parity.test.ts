/**
 * The generated nginx.conf, run by a real nginx, answers every request as the embedded server
 * does: same status, Location, Content-Type, Content-Encoding, Cache-Control, Vary, Allow and
 * security headers.
 */
import { readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { hostFiles, readRoutesFile } from '../../scripts/server/built-site.ts';
import { exactRedirects } from '../../scripts/server/hosts/spellings.ts';
import { serveDist, type ServedSite } from '../../scripts/server/serve-dist.ts';
import { findNginx, startNginx, type RunningNginx } from '../helpers/nginx.ts';

const distDir = inject('distDir');
const nginxBinary = findNginx();
if (nginxBinary === undefined) console.log('nginx parity: skipped, no nginx binary found (install the Debian package nginx to run it).');

const routes = readRoutesFile(distDir);
/** The headers compared, besides the status: the brief list, Allow, and every security header. */
const compared = [
  'location',
  'content-type',
  'content-encoding',
  'cache-control',
  'vary',
  'allow',
  ...Object.keys(routes.headers).map((name) => name.toLowerCase()),
];
type Answer = Record<string, string>;
interface Ask {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** One request with the path exactly as written (no URL parsing, no automatic Accept-Encoding). */
function ask(port: number, { method, path, headers = {} }: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      response.resume();
      response.once('end', () => {
        const answer: Answer = { status: String(response.statusCode) };
        for (const name of compared) answer[name] = String(response.headers[name] ?? '');
        resolve(answer);
      });
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

/** Every request to compare, each with and without `Accept-Encoding: br, gzip`, and a few through a proxy. */
function requests(): Ask[] {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  const spellings = [...Object.keys(routes.redirects), ...Object.keys(routes.aliases), ...exactRedirects(routes).map(([from]) => from)];
  const hidden = [...hostFiles, '404.html', 'index.html', 'erp/index.html'].flatMap((file) =>
    ['', '.gz', '.br'].map((suffix) => `/${file}${suffix}`),
  );
  const entry = files.find((file) => /^\/assets\/.+\.js$/.test(file)) ?? '/robots.txt';
  const odd = ['/erp', '/ERP', '/no-such-page', entry].flatMap((path) => [
    `/${path}`,
    `${path}/`,
    `${path}?y`,
    `${path}/%2e%2e/`,
    `/%2e%2e${path}`,
    `${path.toUpperCase()}/`,
  ]);
  const paths = [
    ...new Set([
      ...routes.pages,
      ...spellings,
      ...spellings.map((path) => `${path}/`),
      ...files,
      ...hidden,
      ...odd,
      '/%2e%2e/',
      '/x/%2e%2e/',
      '/%zz',
      '//',
    ]),
  ];
  const reads = paths.flatMap((path) => ['GET', 'HEAD'].map((method) => ({ method, path })));
  const writes = ['/', '/erp', '/ERP', '/no-such-page', entry].flatMap((path) =>
    ['POST', 'PUT', 'DELETE', 'OPTIONS'].map((method) => ({ method, path })),
  );
  const browser = { 'accept-encoding': 'br, gzip' };
  // A request that came through a CDN or proxy gets the same compressed copies.
  const proxied = ['/', '/erp', entry, '/no-such-page'].map((path) => ({
    method: 'GET',
    path,
    headers: { ...browser, via: '1.1 cdn.example' },
  }));
  return [...[...reads, ...writes].flatMap((item) => [item, { ...item, headers: browser }]), ...proxied];
}

/**
 * The one difference allowed: the generated nginx.conf serves only the .gz copies (brotli needs the
 * ngx_brotli module, which Debian's nginx lacks), so nginx sends gzip where the embedded server
 * sends brotli. Nothing else is normalised: both write a relative Location, and both take
 * Content-Type from the one table in media-types.ts.
 */
function normalised(answer: Answer): Answer {
  return answer['content-encoding'] === 'br' ? { ...answer, 'content-encoding': 'gzip' } : answer;
}

/** Runs `work` over `items`, a few at a time. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

// Outside CI a machine without nginx skips these; in CI (which installs nginx) its absence fails the run by name.
test.runIf(nginxBinary === undefined && process.env['CI'] !== undefined)('nginx is installed (apt-get install -y nginx)', () => {
  expect(nginxBinary, 'nginx was not found on PATH or in /usr/sbin: CI must install it').toBeDefined();
});

describe.skipIf(nginxBinary === undefined)('nginx with the generated nginx.conf', () => {
  let nginx: RunningNginx;
  let embedded: ServedSite;
  beforeAll(async () => {
    embedded = await serveDist(distDir);
    nginx = await startNginx(nginxBinary ?? 'nginx', distDir);
  });
  afterAll(async () => {
    agent.destroy();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
    await nginx?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
    await embedded?.close();
  });

  test('answers every route, spelling, file, hidden file, odd path and method as the embedded server', async () => {
    const all = requests();
    const answers = await inBatches(all, 8, async (item) => ({
      item,
      ours: normalised(await ask(embedded.port, item)),
      theirs: await ask(nginx.port, item),
    }));
    const differences = answers.flatMap(({ item, ours, theirs }) => {
      const wrong = ['status', ...compared]
        .filter((name) => ours[name] !== theirs[name])
        .map((name) => `${name} ${JSON.stringify(ours[name])} vs ${JSON.stringify(theirs[name])}`);
      return wrong.length === 0 ? [] : [`${item.method} ${item.path} ${JSON.stringify(item.headers ?? {})}: ${wrong.join(', ')}`];
    });
    console.log(`nginx parity: ${all.length} requests compared, ${differences.length} differ.`);
    expect(differences).toEqual([]);
    // The requests reach answers of every kind, compressed and not.
    expect(new Set(answers.map(({ theirs }) => theirs['status']))).toEqual(new Set(['200', '301', '400', '404', '405']));
    expect(new Set(answers.map(({ theirs }) => theirs['content-encoding']))).toEqual(new Set(['', 'gzip']));
  });
});
