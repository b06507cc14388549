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
