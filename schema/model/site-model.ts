import type { Page, PageNav } from '../page.ts';
import type { Site } from '../site.ts';
import { slugify } from './slug.ts';

/** A menu entry; `children` holds a nested group (the ERP modules under ERP). */
export interface NavItem {
  path: string;
  label: string;
  blurb?: NonNullable<PageNav['blurb']>;
  /** Shown in the wide-screen dropdown as well as the mobile menu. */
  dropdown: boolean;
  children: NavItem[];
}

export interface NavGroupData {
  id: string;
  label: string;
  items: NavItem[];
}

/** Everything the browser needs on every page: small, and free of page content. */
export interface SiteData {
  site: Site;
  nav: NavGroupData[];
  /** Lower-cased spelling -> canonical path, for every alias and case variant. */
  redirects: Record<string, string>;
}

/**
 * The site data in every page's first load. The privacy policy's text comes with its dialog and
 * the redirect table with the not-found route, which are the only places that use them.
 */
export interface BrowserSiteData extends Omit<SiteData, 'site' | 'redirects'> {
  site: Omit<Site, 'privacy' | 'languages'> & { privacy: Pick<Site['privacy'], 'title'> };
}

/**
 * Splits the privacy policy's text and the redirect table off the data every page loads, and the
 * list of languages, which the built site does not use yet (it is built in the language of pages/).
 */
export function browserSiteData(data: SiteData): BrowserSiteData {
  const { redirects: _redirects, ...rest } = data;
  const { languages: _languages, ...site } = data.site;
  return { ...rest, site: { ...site, privacy: { title: data.site.privacy.title } } };
}

export interface PageEntry {
  id: string;
  file: string;
  page: Page;
}

/** The footer spelling of a menu label: ampersands dropped, spaces to hyphens, lower-case. */
export function footerPath(label: string): string {
  return `/${slugify(label)}`;
}

/** Strips a trailing slash (but keeps `/`). */
export function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Every spelling that should reach each page, lower-cased, mapped to its canonical path. It reads
 * only a page's addresses, so the studio's where-used can add a page that failed validation.
 */
export function redirectTable(pages: readonly { page: Pick<Page, 'path' | 'aliases' | 'nav'> }[]): Record<string, string> {
  const table: Record<string, string> = {};
  const add = (spelling: string, path: string) => {
    table[trimSlash(spelling.split(/[?#]/)[0] ?? spelling).toLowerCase()] ??= path;
  };
  // Real paths first, then aliases, then menu-label spellings: a weaker spelling never hides a page.
  for (const { page } of pages) add(page.path, page.path);
  for (const { page } of pages) for (const alias of page.aliases) add(alias, page.path);
  for (const { page } of pages) if (page.nav) add(footerPath(page.nav.label), page.path);
  return table;
}

/** Where a requested path should go: its canonical path, or undefined for an unknown path. */
export function canonicalFor(requested: string, redirects: Readonly<Record<string, string>>): string | undefined {
  let decoded = requested;
  try {
    decoded = decodeURIComponent(requested);
  } catch {
    return undefined;
  }
  return redirects[trimSlash(decoded).toLowerCase()];
}

function navItem(entry: PageEntry, byGroup: Map<string, PageEntry[]>, site: Site): NavItem {
  const nested = site.navGroups.find((group) => group.nestUnder === entry.page.path);
  return {
    path: entry.page.path,
    label: entry.page.nav?.label ?? entry.page.title,
    ...(entry.page.nav?.blurb ? { blurb: entry.page.nav.blurb } : {}),
    dropdown: entry.page.nav?.dropdown ?? true,
    children: nested ? (byGroup.get(nested.id) ?? []).map((child) => navItem(child, byGroup, site)) : [],
  };
}

/** The menus, derived from each page's `nav` and the groups in site.yaml. */
export function deriveNav(site: Site, pages: readonly PageEntry[]): NavGroupData[] {
  const byGroup = new Map<string, PageEntry[]>();
  for (const entry of pages) {
    const nav = entry.page.nav;
    if (!nav) continue;
    byGroup.set(nav.group, [...(byGroup.get(nav.group) ?? []), entry]);
  }
  for (const list of byGroup.values()) {
    list.sort((a, b) => (a.page.nav?.order ?? 0) - (b.page.nav?.order ?? 0) || a.page.path.localeCompare(b.page.path));
  }
  return site.navGroups.map((group) => ({
    id: group.id,
    label: group.label,
    items: (byGroup.get(group.id) ?? []).map((entry) => navItem(entry, byGroup, site)),
  }));
}

export function deriveSiteData(site: Site, pages: readonly PageEntry[]): SiteData {
  return {
    site,
    nav: deriveNav(site, pages),
    redirects: redirectTable(pages),
  };
}
