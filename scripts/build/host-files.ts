/**
 * The site's files made from all its pages at once, beside the pages and chunks: sitemap.xml,
 * robots.txt, routes.json and the rules for hosts made from it, and the route table. A full build
 * and an incremental one (incremental-build.ts) write the same ones.
 */
import type { PageEntry, SiteData } from '../../schema/model/site-model.ts';
import { notFoundFileIn, type RoutesFile } from '../server/built-site.ts';
import { securityHeaders } from '../server/http-headers.ts';
import { nginxConf } from '../server/hosts/nginx.ts';
import { headersFile, redirectsFile } from '../server/hosts/static-host.ts';
import { scriptHash } from './boot-script.ts';
import { routeTableAddressIn, routeTableFile } from './route-table.ts';
import { siteLanguages } from '../../schema/model/languages.ts';
import { robotsTxt, sitemapXml, writtenAliases } from './site-files.ts';

/** Each file's name in the built site and its text. */
export function hostFiles(
  siteData: SiteData,
  pages: readonly PageEntry[],
  boot: string,
  routeTableCode: string,
  chunkOf: (pageId: string) => string,
): Map<string, string> {
  const site = siteData.site;
  const routesFile: RoutesFile = {
    baseUrl: site.baseUrl,
    pages: pages.map(({ page }) => page.path),
    redirects: siteData.redirects,
    aliases: writtenAliases(pages),
    headers: securityHeaders(site, [scriptHash(boot)]),
    notFound: Object.fromEntries(siteData.translated.map(({ language }) => [`/${language.code}/`, `/${notFoundFileIn(language.code)}`])),
  };
  const tables = siteLanguages(site).map(({ code }): [string, string] => {
    const rows = pages
      .filter((entry) => (entry.translates?.language ?? site.lang) === code)
      .map(({ id, page }) => ({ path: page.path, chunk: `/${chunkOf(id)}` }));
    return [routeTableAddressIn(code, site.lang).slice(1), routeTableFile(routeTableCode, rows)];
  });
  return new Map([
    ['sitemap.xml', sitemapXml(siteData, pages)],
    ['robots.txt', robotsTxt(siteData)],
    ['routes.json', JSON.stringify(routesFile)],
    ...tables,
    // The same redirects and headers for hosts other than the embedded server.
    ['nginx.conf', nginxConf(routesFile)],
    ['_redirects', redirectsFile(routesFile)],
    ['_headers', headersFile(routesFile)],
  ]);
}
