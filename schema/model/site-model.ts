import type { Page, PageNav } from '../page.ts';
import type { Language, Site } from '../site.ts';
import type { FirstWords, LaterWords } from './frame-words.ts';
import type { Words } from '../words.ts';
import { pathIn, servedTranslation, localLinks, siteLanguages, translatedLanguages } from './languages.ts';
import { slugify } from './slug.ts';

/** A menu entry; `children` holds a nested group (the ERP modules under ERP). */
export interface NavItem {
  path: string;
  label: string;
  blurb?: NonNullable<PageNav['blurb']>;
  /** `false` when it shows in the mobile menu only, not in the wide-screen dropdown (absent: both). */
  dropdown?: false;
  /**
   * The id of the menu group shown as this page's sub-list (the ERP modules under ERP), when one
   * nests under it: its items are that group's, which the menus hold once.
   */
  nests?: string;
}

export interface NavGroupData {
  id: string;
  label: string;
  items: NavItem[];
  /** Shown as a page's sub-list (site.yaml's `nestUnder`), not as a menu of its own. */
  nested?: true;
}

/** Everything the browser needs on every page: small, and free of page content. */
export interface SiteData {
  site: Site;
  nav: NavGroupData[];
  /** Lower-cased spelling -> canonical path, for every alias and case variant, in every language. */
  redirects: Record<string, string>;
  /** Every page the site serves: the pages of pages/, then each translation's under its language's path. */
  pages: PageEntry[];
  /** The site in each language it is translated into, in the order of `languages`. */
  translated: LanguageSite[];
}

/** The site in one translation's language: its settings, menus and pages, every site link led to its pages. */
export interface LanguageSite {
  language: Language;
  site: Site;
  nav: NavGroupData[];
  pages: PageEntry[];
}

/**
 * The site data in every page's first load, in the page's language. The privacy policy's text
 * comes with its dialog and the redirect table with the not-found route, which are the only places
 * that use them; the languages are their codes, names and directions, for the switcher.
 */
export interface BrowserSiteData {
  site: Omit<Site, 'privacy' | 'languages' | 'words' | 'tokens' | 'enquiryForm' | 'navGroups'> & {
    privacy: Pick<Site['privacy'], 'title'>;
    words: FirstWords;
    enquiryForm: Pick<Site['enquiryForm'], 'url'>;
  };
  nav: NavGroupData[];
  languages: Language[];
}

/** The site data of one language (`lang` or a translation's code) as the browser gets it. */
export function browserSiteData(data: SiteData, code: string = data.site.lang): BrowserSiteData {
  const { site, nav } = siteIn(data, code);
  // Tokens are filled in already, the form's origins are the security policy's, the menu groups
  // are in `nav` (each nested one marked), and the later words come with the parts that show them.
  const { languages: _languages, tokens: _tokens, navGroups: _groups, privacy, words, enquiryForm, ...rest } = site;
  return {
    site: { ...rest, privacy: { title: privacy.title }, words: splitWords(words).first, enquiryForm: { url: enquiryForm.url } },
    nav,
    languages: siteLanguages(data.site),
  };
}

/** The site in a language: the settings and menus of its own site.yaml (the site's own for `lang` or an unknown code). */
export function siteIn(data: SiteData, code: string): { site: Site; nav: NavGroupData[] } {
  return data.translated.find((entry) => entry.language.code === code) ?? data;
}

/** The words of every page's first load, and the later ones (`laterWordKeys`: the type checks the two lists agree). */
function splitWords(words: Words): { first: FirstWords; later: LaterWords } {
  const {
    back,
    backTo,
    overview,
    close,
    home,
    whereToGo,
    notFoundTitle,
    notFoundHeading,
    notFoundText,
    errorTitle,
    errorHeading,
    errorText,
    ...first
  } = words;
  const later = {
    back,
    backTo,
    overview,
    close,
    home,
    whereToGo,
    notFoundTitle,
    notFoundHeading,
    notFoundText,
    errorTitle,
    errorHeading,
    errorText,
  };
  return { first, later };
}

/** Something of each language's site.yaml, by the language's code, the site's own first. */
export function byLanguage<T>(data: SiteData, pick: (site: Site) => T): Record<string, T> {
  const entries: [string, T][] = [
    [data.site.lang, pick(data.site)],
    ...data.translated.map(({ language, site }): [string, T] => [language.code, pick(site)]),
  ];
  return Object.fromEntries(entries);
}

/** The later words of every language, by code. */
export const laterWords = (data: SiteData): Record<string, LaterWords> => byLanguage(data, (site) => splitWords(site.words).later);

export interface PageEntry {
  id: string;
  file: string;
  page: Page;
  /** A translation's language and the id of the page it translates; absent for the pages of pages/. */
  translates?: { language: string; id: string };
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
export function redirectTable(
  pages: readonly { page: Pick<Page, 'path' | 'aliases' | 'nav'>; translates?: PageEntry['translates'] }[],
): Record<string, string> {
  const table: Record<string, string> = {};
  const add = (spelling: string, path: string) => {
    table[trimSlash(spelling.split(/[?#]/)[0] ?? spelling).toLowerCase()] ??= path;
  };
  // Real paths first, then aliases, then menu-label spellings: a weaker spelling never hides a page.
  for (const { page } of pages) add(page.path, page.path);
  for (const { page } of pages) for (const alias of page.aliases) add(alias, page.path);
  // Menu labels spell addresses in the site's own language only.
  for (const { page, translates } of pages) if (page.nav && translates === undefined) add(footerPath(page.nav.label), page.path);
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

function navItem(entry: PageEntry, byGroup: ReadonlyMap<string, PageEntry[]>, site: Site): NavItem {
  const nested = site.navGroups.find((group) => group.nestUnder === entry.page.path && (byGroup.get(group.id)?.length ?? 0) > 0);
  return {
    path: entry.page.path,
    label: entry.page.nav?.label ?? entry.page.title,
    ...(entry.page.nav?.blurb ? { blurb: entry.page.nav.blurb } : {}),
    // Written only where they differ from the usual, since the menus are in every page's first load.
    ...(entry.page.nav?.dropdown === false ? { dropdown: false } : {}),
    ...(nested ? { nests: nested.id } : {}),
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
    ...(group.nestUnder === undefined ? {} : { nested: true as const }),
  }));
}

/** The translations of a valid site: each language's settings (its site.yaml) and pages, as written. */
export interface Translations {
  sites: ReadonlyMap<string, Site>;
  pages: readonly (PageEntry & { translates: { language: string; id: string } })[];
}

/** Each translation language's site: its pages under its path, its menus from them, every link led to its pages. */
export function translatedSites(site: Site, pages: readonly PageEntry[], translations: Translations): LanguageSite[] {
  const own = redirectTable(pages);
  return translatedLanguages(site).flatMap((language) => {
    const settings = translations.sites.get(language.code);
    if (settings === undefined) return [];
    const written = translations.pages.filter((entry) => entry.translates.language === language.code);
    const translatedPaths = new Set(written.map((entry) => entry.page.path));
    // A link leads to the page in this language where it is translated, else to the page itself.
    const pathFor = (path: string) => {
      const canonical = canonicalFor(path, own);
      return canonical !== undefined && translatedPaths.has(canonical) ? pathIn(language.code, canonical) : canonical;
    };
    const served = written.map((entry) => ({ ...entry, page: servedTranslation(language.code, entry.page, pathFor) }));
    const local = localLinks(settings, pathFor);
    return [{ language, site: local, nav: deriveNav(local, served), pages: served }];
  });
}

export function deriveSiteData(site: Site, pages: readonly PageEntry[], translations?: Translations): SiteData {
  const translated = translations === undefined ? [] : translatedSites(site, pages, translations);
  const served = [...pages, ...translated.flatMap((language) => language.pages)];
  return {
    site,
    nav: deriveNav(site, pages),
    redirects: redirectTable(served),
    pages: served,
    translated,
  };
}

/**
 * What of the site data every page depends on: settings, menus and addresses in each language, but
 * not the pages' own content. A change to it changes every page; a change to a page's text alone does not.
 */
export function siteWideData(data: SiteData): unknown {
  const { site, nav, redirects, translated } = data;
  return {
    site,
    nav,
    redirects,
    translated: translated.map(({ language, site: local, nav: menus }) => ({ language, site: local, nav: menus })),
  };
}

/** One language's version of a page: the language's code and the page's path there. */
export interface Alternate {
  code: string;
  path: string;
}

/** For each page the site serves (by id), the same page in every language it is written in, the site's own first. */
export function pageAlternates(data: SiteData): Map<string, Alternate[]> {
  const bySource = new Map<string, Alternate[]>();
  for (const entry of data.pages)
    if (entry.translates === undefined) bySource.set(entry.id, [{ code: data.site.lang, path: entry.page.path }]);
  for (const { language, pages } of data.translated)
    for (const entry of pages)
      if (entry.translates) bySource.get(entry.translates.id)?.push({ code: language.code, path: entry.page.path });
  return new Map(data.pages.map((entry) => [entry.id, bySource.get(entry.translates?.id ?? entry.id) ?? []]));
}
