/**
 * The site's files made from all its pages at once, beside the pages and chunks: sitemap.xml,
 * robots.txt, routes.json and the rules for hosts made from it, and the route table. A full build
 * and an incremental one (incremental-build.ts) write the same ones.
 */
import type { PageEntry, SiteData } from '../../schema/model/site-model.ts';
import type { RoutesFile } from '../server/built-site.ts';
import { securityHeaders } from '../server/http-headers.ts';
import { nginxConf } from '../server/hosts/nginx.ts';
import { headersFile, redirectsFile } from '../server/hosts/static-host.ts';
import { scriptHash } from './boot-script.ts';
import { routeTableAddress, routeTableFile } from './route-table.ts';
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
  };
  const table = pages.map(({ id, page }) => ({ id, path: page.path, chunk: `/${chunkOf(id)}` }));
  return new Map([
    ['sitemap.xml', sitemapXml(siteData, pages)],
    ['robots.txt', robotsTxt(siteData)],
    ['routes.json', JSON.stringify(routesFile)],
    [routeTableAddress.slice(1), routeTableFile(routeTableCode, table)],
    // The same redirects and headers for hosts other than the embedded server.
    ['nginx.conf', nginxConf(routesFile)],
    ['_redirects', redirectsFile(routesFile)],
    ['_headers', headersFile(routesFile)],
  ]);
}
