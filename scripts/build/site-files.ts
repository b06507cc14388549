import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { childOf } from '../../schema/content/walk.ts';
import { trimSlash, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';

/** sitemap.xml: the canonical URL of every page that asks to be listed. */
export function sitemapXml(siteData: SiteData, pages: readonly PageEntry[]): string {
  const urls = pages
    .filter(({ page }) => page.sitemap)
    .map(({ page }) => `  <url><loc>${siteData.site.baseUrl}${page.path === '/' ? '/' : page.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(siteData: SiteData): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteData.site.baseUrl}/sitemap.xml\n`;
}

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
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');
}

function isRoutesFile(value: unknown): value is RoutesFile {
  const field = (key: keyof RoutesFile): unknown => childOf(value, key);
  const [baseUrl, pages, redirects, aliases, headers] = [field('baseUrl'), field('pages'), field('redirects'), field('aliases'), field('headers')];
  return (
    typeof baseUrl === 'string' &&
    Array.isArray(pages) &&
    pages.every((page) => typeof page === 'string') &&
    isStringRecord(redirects) &&
    isStringRecord(aliases) &&
    isStringRecord(headers)
  );
}

/** Files in dist/ that configure hosts and are never served as pages of the site. */
export const hostFiles = [routesFileName, 'nginx.conf', '_redirects', '_headers'];

/** Each alias as its author wrote it (`/ERP` -> `/erp`), for hosts that match letter case exactly. */
export function writtenAliases(pages: readonly PageEntry[]): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const { page } of pages) {
    for (const alias of page.aliases) {
      const spelling = trimSlash(alias.split(/[?#]/)[0] ?? alias);
      if (spelling !== page.path) aliases[spelling] ??= page.path;
    }
  }
  return aliases;
}
