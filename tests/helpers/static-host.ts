import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { contentTypeFor, htmlContentType } from '../../scripts/server/media-types.ts';

export interface StaticHostOptions {
  /**
   * A folder's address without its closing slash is sent to the one with it (301), as Apache,
   * GitHub Pages, S3 websites and Python's http.server do: `/pricing` -> `/pricing/`.
   */
  slashFolders?: boolean;
  /**
   * The host reads the site's `_redirects` (`from to status` a line), as Netlify and Cloudflare
   * Pages do: a request for `from` (or `from/`) is answered with that status and `Location: to`.
   */
  redirectRules?: boolean;
}

/** The `_redirects` rules of `dist`: each `from` (without a closing slash) with its target and status. */
function redirectRulesOf(dist: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  const file = join(dist, '_redirects');
  if (!existsSync(file)) return rules;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from === undefined || from.startsWith('#') || to === undefined) continue;
    rules.set(from.length > 1 ? from.replace(/\/$/, '') : from, { to, status: Number(status ?? '301') });
  }
  return rules;
}

/**
 * A plain static host, like a bucket or a basic page host: files by exact path (folder/index.html
 * for folders), anything else gets 404.html with status 404. It sends no compressed copies and
 * reads no _headers; it reads _redirects only when asked (`redirectRules`).
 */
export function startStaticHost(
  dist: string,
  { slashFolders = false, redirectRules = false }: StaticHostOptions = {},
): Promise<{ server: Server; url: string }> {
  const notFound = readFileSync(join(dist, '404.html'));
  const rules = redirectRules ? redirectRulesOf(dist) : new Map<string, { to: string; status: number }>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const rule = rules.get(url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname);
    if (rule !== undefined) {
      response.writeHead(rule.status, { Location: `${rule.to}${url.search}` });
      return response.end();
    }
    let file = join(dist, normalize(url.pathname.split('/').map(decodeSegment).join('/')));
    const folder = existsSync(file) && statSync(file).isDirectory();
    if (folder && slashFolders && !url.pathname.endsWith('/')) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return response.end();
    }
    if (folder) file = join(file, 'index.html');
    if (!file.startsWith(`${dist}${sep}`) || !existsSync(file)) {
      response.writeHead(404, { 'Content-Type': htmlContentType });
      return response.end(notFound);
    }
    response.writeHead(200, { 'Content-Type': contentTypeFor(file) });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** A malformed escape names no file, rather than ending the test run with an exception. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '\0';
  }
}
