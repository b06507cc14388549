/**
 * What a built site holds for the servers that publish it: where each page's HTML file is, and
 * routes.json with the hosts' rules. The build writes them; the embedded server and the host-rule
 * generators read them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where each page's HTML goes: `/` -> index.html, `/erp` -> erp/index.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The routing and header facts every host needs, written beside the site as routes.json: the
 * embedded server reads it, and nginx.conf, _redirects and _headers are generated from it.
 */
export interface RoutesFile {
  /** The site's public address, for example `https://www.lumora.example`. */
  baseUrl: string;
  /** Every page's canonical path. */
  pages: string[];
  /** Lower-cased spelling -> canonical path, for every alias and case variant. */
  redirects: Record<string, string>;
  /** The aliases as authors wrote them (`/ERP`), for hosts that match letter case exactly. */
  aliases: Record<string, string>;
  /** Security headers for every response. */
  headers: Record<string, string>;
  /**
   * Each translation's not-found page, by the start of its addresses: `{ "/es/": "/es/404.html" }`.
   * Any other unknown address gets /404.html. Absent in sites built before the site had languages.
   */
  notFound?: Record<string, string>;
}

/** Where a translation's not-found page goes: `es/404.html`. */
export const notFoundFileIn = (code: string): string => `${code}/404.html`;

/** The not-found page for an unknown address: its language's, else the site's own (/404.html). */
export function notFoundFileFor(routes: Pick<RoutesFile, 'notFound'>, path: string): string {
  const lower = path.toLowerCase();
  return Object.entries(routes.notFound ?? {}).find(([start]) => lower.startsWith(start.toLowerCase()))?.[1] ?? '/404.html';
}

/** The name of the routes file inside a built site. */
export const routesFileName = 'routes.json';

/** A built site's routes.json, read and checked for the lists every reader relies on. */
export function readRoutesFile(dist: string): RoutesFile {
  const file = join(dist, routesFileName);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRoutesFile(parsed)) throw new Error(`${file} is not a routes file of this build: rebuild the site with npm run build.`);
  return parsed;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string')
  );
}

function isRoutesFile(value: unknown): value is RoutesFile {
  const field = (key: keyof RoutesFile): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);
  const [baseUrl, pages, redirects, aliases, headers, notFound] = [
    field('baseUrl'),
    field('pages'),
    field('redirects'),
    field('aliases'),
    field('headers'),
    field('notFound'),
  ];
  return (
    typeof baseUrl === 'string' &&
    Array.isArray(pages) &&
    pages.every((page) => typeof page === 'string') &&
    isStringRecord(redirects) &&
    isStringRecord(aliases) &&
    isStringRecord(headers) &&
    (notFound === undefined || isStringRecord(notFound))
  );
}

/** The name of the manifest a deploy writes into each release folder (scripts/deploy/): when, from which commit, which pages. */
export const releaseFileName = 'release.json';

/** What the build noted about each page's chunk, so the next release can rebuild only the pages that changed (scripts/build/build-record.ts). */
export const buildRecordFileName = 'build.json';

/** Files in a built site or a release that configure hosts or describe the release, and are never served as pages of the site. */
export const hostFiles = [routesFileName, 'nginx.conf', '_redirects', '_headers', releaseFileName, buildRecordFileName];
