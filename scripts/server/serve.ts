/**
 * The production server for dist/: canonical redirects for every other spelling of a page,
 * status 404 with the not-found page for unknown paths, long caching for hashed assets, the
 * precompressed .br/.gz files for clients that accept them, and the security headers the build
 * wrote into routes.json. It answers every request as the generated nginx.conf does.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { trimSlash } from '../../schema/model/site-model.ts';
import { htmlFileFor, notFoundFileFor, readRoutesFile } from './built-site.ts';
import { isSiteAddress } from './addresses.ts';
import { chooseVariant } from './encodings.ts';
import { allowedMethods, cacheControlFor, redirectCache, revalidateCache, varyOnEncoding } from './http-headers.ts';
import { isPlainPath } from './hosts/spellings.ts';
import { contentTypeFor, htmlContentType, redirectNoteType } from './media-types.ts';
import { requestTarget } from './request-target.ts';

export interface ServeOptions {
  dist: string;
  port: number;
  host: string;
  /** `dist` is a symbolic link that deploys switch (a releases folder's `live`): follow it on every request. */
  followLink?: boolean;
}

/** Every file in dist/ as a path from the site's root: `/assets/app-1a2b3c4d.js`. */
function filesIn(dist: string): Set<string> {
  const names = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(names.map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`));
}

/** A short note for answers that have no page of their own, like nginx's. */
const note = (title: string) =>
  `<!DOCTYPE html>\n<html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;

/** The request handler, separate from listening so tests can use it on any port. */
export function siteHandler(dist: string): RequestListener {
  const routes = readRoutesFile(dist);
  const pages = new Set(routes.pages);
  // The spellings nginx.conf can hold (see hosts/nginx.ts), lower-cased like the lookup below.
  const redirects = new Map(Object.entries(routes.redirects).filter(([from]) => from !== '/' && isPlainPath(from)));
  const files = filesIn(dist);
  // The not-found pages and their compressed copies, read once.
  const notFoundPages = new Set(['/404.html', ...Object.values(routes.notFound ?? {})]);
  const notFoundPage = new Map(
    [...files].filter((file) => notFoundPages.has(file.replace(/\.(br|gz)$/, ''))).map((file) => [file, readFileSync(join(dist, file))]),
  );
  // sirv sends the file the handler chose (ETag, 304, ranges); the choice of copy stays here.
  const sendFile = sirv(dist, { etag: true, extensions: [], dotfiles: false });

  const answer = (response: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>) => {
    response.statusCode = status;
    for (const [name, value] of Object.entries({ 'Cache-Control': revalidateCache, ...headers })) response.setHeader(name, value);
    response.end(body);
  };

  const notFound = (request: IncomingMessage, response: ServerResponse, path: string) => {
    const variant = chooseVariant(notFoundFileFor(routes, path), files, request.headers['accept-encoding'] ?? '');
    const body = notFoundPage.get(variant.file) ?? note('Page not found');
    answer(response, 404, body, {
      'Content-Type': htmlContentType,
      ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
      ...(variant.hasCopies ? { Vary: varyOnEncoding } : {}),
    });
  };

  const serveFile = (request: IncomingMessage, response: ServerResponse, file: string) => {
    const variant = chooseVariant(file, files, request.headers['accept-encoding'] ?? '');
    // sirv takes these over its own and adds Content-Encoding from the copy's name.
    response.setHeader('Content-Type', contentTypeFor(file));
    response.setHeader('Cache-Control', cacheControlFor(file));
    if (variant.hasCopies) response.setHeader('Vary', varyOnEncoding);
    // sirv serves the file the request's URL names.
    request.url = encodeURI(variant.file);
    sendFile(request, response, () => notFound(request, response, file));
  };

  return (request, response) => {
    for (const [name, value] of Object.entries(routes.headers)) response.setHeader(name, value);
    const target = requestTarget(request.url ?? '/');
    if (target === undefined) return answer(response, 400, note('Bad request'), { 'Content-Type': htmlContentType });
    if (!allowedMethods.includes(request.method ?? '')) {
      return answer(response, 405, note('Method not allowed'), { 'Content-Type': htmlContentType, Allow: allowedMethods.join(', ') });
    }
    const { path, query } = target;
    if (target.doubledSlash || !isSiteAddress(path)) return notFound(request, response, path);
    if (pages.has(path)) return serveFile(request, response, `/${htmlFileFor(path)}`);
    const canonical = redirects.get(trimSlash(path).toLowerCase());
    if (canonical !== undefined) {
      return answer(response, 301, note('Moved permanently'), {
        'Content-Type': redirectNoteType,
        Location: query === '' ? canonical : `${canonical}?${query}`,
        'Cache-Control': redirectCache,
      });
    }
    if (files.has(path)) return serveFile(request, response, path);
    return notFound(request, response, path);
  };
}

/**
 * The handler for a site behind a symbolic link that deploys switch: each request finds where the
 * link points now, so a deploy or a roll back is served from the next request on, without a restart.
 * A release's handler is made once, on its first request.
 */
export function liveSiteHandler(link: string): RequestListener {
  let current: { release: string; handler: RequestListener } | undefined;
  return (request, response) => {
    let release: string;
    try {
      release = realpathSync(link);
    } catch {
      response.writeHead(503, { 'Content-Type': htmlContentType, 'Cache-Control': revalidateCache });
      response.end(note('No release is live'));
      return;
    }
    if (current?.release !== release) current = { release, handler: siteHandler(release) };
    current.handler(request, response);
  };
}

export function serveSite(options: ServeOptions): Promise<Server> {
  const server = createServer(options.followLink ? liveSiteHandler(options.dist) : siteHandler(options.dist));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const host = process.env['HOST'] ?? '127.0.0.1';
  const port = Number(process.env['PORT'] ?? 4173);
  await serveSite({ dist: join(process.cwd(), 'dist'), host, port });
  console.log(`serving dist/ on http://${host}:${port}`);
}
