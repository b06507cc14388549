/**
 * Internal links, read from the prerendered HTML files (the links a visitor meets before and
 * after hydration are the same) and followed on the served site.
 */
import { expect } from 'vitest';
import { htmlFileFor, readRoutesFile } from '../../scripts/server/built-site.ts';
import { documentAt, fetchFromSite, type BuiltSite, type SiteCheck } from './built-site.ts';

/** An address no page has: the not-found page's links count too. */
const unknownPath = '/no-such-page';

/** The same-site addresses a page links to (path and query), leaving out links within the page itself. */
function linksOn(site: BuiltSite, file: string, path: string): string[] {
  const here = new URL(path, site.url);
  const hrefs = [...documentAt(site, file).querySelectorAll('a[href], area[href]')].map(
    (link) => new URL(link.getAttribute('href') ?? '', here),
  );
  const elsewhere = (url: URL) => url.origin === here.origin && !(url.hash !== '' && url.pathname === here.pathname);
  return [...new Set(hrefs.filter(elsewhere).map((url) => `${url.pathname}${url.search}`))];
}

/** Where a link ends after redirects, or why it reaches no page; one request per address and site. */
const landings = new Map<string, Promise<{ path?: string; problem?: string }>>();
function landingOf(site: BuiltSite, href: string): Promise<{ path?: string; problem?: string }> {
  const key = `${site.url}${href}`;
  const known = landings.get(key);
  if (known) return known;
  const pages = new Set(readRoutesFile(site.dist).pages);
  const landing = fetchFromSite(key, { redirect: 'follow' }).then(async (response) => {
    await response.body?.cancel();
    const landed = new URL(response.url).pathname;
    if (response.status !== 200) return { problem: `status ${response.status}` };
    if (!pages.has(landed)) return { problem: `lands on ${landed}, which is not a page` };
    return { path: landed };
  });
  landings.set(key, landing);
  // A failure is reported where it happens, and not handed to the next check from the cache.
  landing.catch(() => landings.delete(key));
  return landing;
}

export const linkChecks: SiteCheck[] = [
  {
    name: 'every link on every page, and on the not-found page, leads to a page',
    async run(site) {
      const sources = [
        ...readRoutesFile(site.dist).pages.map((path) => ({ path, file: htmlFileFor(path) })),
        { path: unknownPath, file: '404.html' },
      ];
      const broken: string[] = [];
      for (const { path, file } of sources) {
        for (const href of linksOn(site, file, path)) {
          const landing = await landingOf(site, href);
          if (landing.path === undefined) broken.push(`${href} on ${path}: ${landing.problem ?? 'unknown problem'}`);
        }
      }
      expect(broken, `broken internal links:\n${broken.join('\n')}`).toEqual([]);
    },
  },
  {
    name: 'following links from / reaches every page',
    async run(site) {
      const pages = readRoutesFile(site.dist).pages;
      const reached = new Set<string>();
      const queue = ['/'];
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (reached.has(path)) continue;
        reached.add(path);
        for (const href of linksOn(site, htmlFileFor(path), path)) {
          const landing = await landingOf(site, href);
          if (landing.path !== undefined && !reached.has(landing.path)) queue.push(landing.path);
        }
      }
      expect(
        pages.filter((path) => !reached.has(path)),
        'pages no chain of links from / leads to',
      ).toEqual([]);
    },
  },
];
