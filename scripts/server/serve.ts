/**
 * The production server for dist/: canonical redirects for every other spelling of a page,
 * status 404 with the not-found page for unknown paths, long caching for hashed assets, the
 * precompressed .br/.gz files, and the security headers the build wrote into routes.json.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { canonicalFor } from '../../schema/model/site-model.ts';
import { cacheControlFor, redirectCache, revalidateCache } from './http-headers.ts';
import { hostFiles, type RoutesFile } from '../build/site-files.ts';

export interface ServeOptions {
  dist: string;
  port: number;
  host: string;
}

/** The request handler, separate from listening so tests can use it on any port. */
export function siteHandler(dist: string): (request: IncomingMessage, response: ServerResponse) => void {
  const routes: RoutesFile = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
  const pages = new Set(routes.pages);
  const hidden = new Set(hostFiles.map((file) => `/${file}`));
  const notFoundPage = readFileSync(join(dist, '404.html'));
  const files = sirv(dist, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(response, pathname) {
      response.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });

  const notFound = (response: ServerResponse) => {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', revalidateCache);
    response.end(notFoundPage);
  };

  return (request, response) => {
    for (const [name, value] of Object.entries(routes.headers)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const { pathname } = url;
    // Host configuration and a page's file under a second address are not part of the site.
    const file = pathname.replace(/\.(br|gz)$/, '');
    if (hidden.has(file) || file === '/404.html' || file.endsWith('/index.html')) return notFound(response);
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!isFile && !pages.has(pathname)) {
      const canonical = canonicalFor(pathname, routes.redirects);
      if (canonical === undefined) return notFound(response);
      response.statusCode = 301;
      response.setHeader('Location', `${canonical}${url.search}`);
      response.setHeader('Cache-Control', redirectCache);
      return response.end();
    }
    files(request, response, () => notFound(response));
  };
}

export function serveSite(options: ServeOptions): Promise<Server> {
  const server = createServer(siteHandler(options.dist));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const host = process.env['HOST'] ?? '127.0.0.1';
  const port = Number(process.env['PORT'] ?? 4173);
  serveSite({ dist: join(process.cwd(), 'dist'), host, port }).then(() => console.log(`serving dist/ on http://${host}:${port}`));
}
