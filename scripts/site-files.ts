import type { SiteData } from '../schema/derive.ts';
import type { PageEntry } from '../schema/derive.ts';

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

/** The routing facts the production server needs, written beside the site. */
export interface RoutesFile {
  pages: string[];
  redirects: Record<string, string>;
}
