import { pageAlternates, trimSlash, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';

/**
 * sitemap.xml: the canonical URL of every page that asks to be listed, in every language, each
 * with its versions in the other languages (hreflang, and x-default for the site's own).
 */
export function sitemapXml(siteData: SiteData, pages: readonly PageEntry[]): string {
  const url = (path: string) => `${siteData.site.baseUrl}${path}`;
  const alternates = pageAlternates(siteData);
  const urls = pages
    .filter(({ page }) => page.sitemap)
    .map(({ id, page }) => {
      const versions = alternates.get(id) ?? [];
      const own = versions[0];
      const links =
        versions.length > 1 && own !== undefined
          ? [...versions, { code: 'x-default', path: own.path }].map(
              (version) => `<xhtml:link rel="alternate" hreflang="${version.code}" href="${url(version.path)}"/>`,
            )
          : [];
      return `  <url><loc>${url(page.path)}</loc>${links.join('')}</url>`;
    });
  const namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
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
