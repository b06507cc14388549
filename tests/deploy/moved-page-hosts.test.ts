/**
 * After the studio moves a page and deletes another, their old addresses answer 301 with the new
 * one, request by request, wherever the site is served: the embedded server (routes.json), a real
 * nginx (the site's own nginx.conf) and a static host that adds the slash to a folder's address
 * and reads `_redirects` (as Netlify and Cloudflare Pages do). The host files are made from the
 * changed pages as the build makes them; each page's HTML is a stand-in naming its address.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkSources, readSources } from '../../schema/content/content.ts';
import { hostFiles } from '../../scripts/build/host-files.ts';
import { htmlFileFor } from '../../scripts/server/built-site.ts';
import { serveDist, type ServedSite } from '../../scripts/server/serve-dist.ts';
import { siteRoutes } from '../../studio/api/contract/routes.ts';
import { studioApi } from '../../studio/server/api.ts';
import { studioSchemas } from '../../studio/server/schemas.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';
import { findNginx, startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { startStaticHost } from '../helpers/static-host.ts';

const root = fixtureRoot();
const pagesDir = join(root, 'pages');
const publicDir = join(projectRoot, 'public');
const dist = join(root, 'dist');
const nginxBinary = findNginx();

let embedded: ServedSite;
let nginx: RunningNginx;
let staticHost: { server: Server; url: string };

/** One studio API call on the scratch site; the test stops at a refusal. */
async function studio(route: string, body: unknown): Promise<void> {
  const api = studioApi({ pagesDir, publicDir, schemas: () => studioSchemas(projectRoot) });
  const answer = await api.fetch(
    new Request(`http://studio.test${route}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );
  if (answer.status !== 200) throw new Error(`${route} answered ${String(answer.status)}: ${await answer.text()}`);
}

beforeAll(async () => {
  if (nginxBinary === undefined) throw new Error('nginx is not installed: install the Debian package nginx to run this test.');
  await studio(siteRoutes.movePage, { file: 'pages/industries/retail.yaml', to: '/retail-pos' });
  await studio(siteRoutes.deletePage, { file: 'pages/products/erp.yaml', to: 'pages/contact.yaml' });
  const content = checkSources({ root, pagesDir, publicDir }, readSources(pagesDir));
  if (content.siteData === undefined) throw new Error('The scratch site does not validate after the move and the delete.');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  };
  for (const [file, text] of hostFiles(content.siteData, content.pages, '', '', () => 'chunk.js')) write(file, text);
  for (const { page } of content.pages) write(htmlFileFor(page.path), `<!DOCTYPE html>\n<title>${page.path}</title>\n`);
  write('404.html', '<!DOCTYPE html>\n<title>Not found</title>\n');
  [embedded, nginx, staticHost] = await Promise.all([
    serveDist(dist),
    startNginx(nginxBinary, dist),
    startStaticHost(dist, { slashFolders: true, redirectRules: true }),
  ]);
});

afterAll(async () => {
  await Promise.all([embedded.close(), nginx.stop(), new Promise<void>((resolve) => staticHost.server.close(() => resolve()))]);
  rmSync(root, { recursive: true, force: true });
});

/** The status and Location of one request, not followed. */
function ask(port: number, path: string): Promise<{ status: number; location: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? '' }));
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

const portOf = (url: string): number => Number(new URL(url).port);

describe('the old addresses of a moved and a deleted page', () => {
  test('the pages themselves changed as the studio said: Retail at /retail-pos, ERP gone, its address among Contact’s aliases', () => {
    const text = (file: string) => readFileSync(join(pagesDir, file), 'utf8');
    expect(text('industries/retail.yaml')).toMatch(/^path: \/retail-pos$/m);
    expect(() => text('products/erp.yaml')).toThrow();
    expect(text('contact.yaml')).toMatch(/^aliases: \[\/Contact-us, \/erp\]$/m);
  });

  const moved = [
    ['/retail', '/retail-pos'],
    ['/retail?from=ad', '/retail-pos?from=ad'],
    ['/erp', '/contact'],
    ['/ERP', '/contact'],
  ] as const;

  test.each(['embedded', 'nginx'] as const)('on the %s server: 301 to the new address, which answers 200', async (host) => {
    const port = host === 'embedded' ? embedded.port : nginx.port;
    for (const [from, to] of moved) expect({ from, ...(await ask(port, from)) }).toEqual({ from, status: 301, location: to });
    for (const path of ['/retail-pos', '/contact'])
      expect({ path, ...(await ask(port, path)) }).toEqual({ path, status: 200, location: '' });
  });

  test('on a static host that adds the slash and reads _redirects: 301 to the new address, then to its folder, which answers 200', async () => {
    const port = portOf(staticHost.url);
    for (const [from, to] of moved) expect({ from, ...(await ask(port, from)) }).toEqual({ from, status: 301, location: to });
    expect(await ask(port, '/retail-pos')).toEqual({ status: 301, location: '/retail-pos/' });
    expect(await ask(port, '/retail-pos/')).toEqual({ status: 200, location: '' });
    expect(await ask(port, '/contact/')).toEqual({ status: 200, location: '' });
  });
});
