import type { Page } from '../page.ts';
import type { Language, Site } from '../site.ts';

/**
 * The site in several languages: the pages of pages/ answer at their own paths in the site's
 * language (`lang`), and each translation under its language's code (`/es/erp` translates `/erp`,
 * `/es` the home page). A translation keeps its page's links as written; the site leads each one
 * to the same page in the translation's language where there is one, else to the page itself.
 */

/** The path of a page of pages/ in a translation's language: `/erp` in `es` is `/es/erp`, `/` is `/es`. */
export const pathIn = (code: string, path: string): string => (path === '/' ? `/${code}` : `/${code}${path}`);

/** The languages of the site, the site's own first; one entry for a site that lists none. */
export function siteLanguages(site: Pick<Site, 'lang' | 'languages'>): Language[] {
  return site.languages ?? [{ code: site.lang, name: site.lang, dir: 'ltr' }];
}

/** The languages the site is translated into: every one of `languages` but its own (`lang`); none for a site in one language. */
export const translatedLanguages = (site: Pick<Site, 'lang' | 'languages'> | undefined): Language[] =>
  (site?.languages ?? []).filter((language) => language.code !== site?.lang);

/** The home page in a language: `/` in the site's own (the first of `languages`), `/es` in a translation. */
export const homePathIn = (code: string, languages: readonly Language[]): string =>
  languages.length === 0 || languages[0]?.code === code ? '/' : pathIn(code, '/');

/** The translation language a path belongs to (`/es/erp` -> `es`), or undefined for the site's own. */
export function translationLanguageOf(path: string, codes: readonly string[]): string | undefined {
  const first = path.split('/')[1] ?? '';
  return codes.find((code) => code !== '' && code.toLowerCase() === first.toLowerCase());
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of `value` with every site link (`href`, and the page a menu group nests under) led to
 * its page in the language: `pathFor` answers the path there, or undefined to keep the link as it is.
 */
export function localLinks<T>(value: T, pathFor: (path: string) => string | undefined): T {
  const relink = (href: string): string => {
    if (!href.startsWith('/') || href.startsWith('//')) return href;
    const at = href.search(/[?#]/);
    const path = at === -1 ? href : href.slice(0, at);
    const local = pathFor(path.length > 1 ? path.replace(/\/+$/, '') : path);
    return local === undefined ? href : `${local}${at === -1 ? '' : href.slice(at)}`;
  };
  const copy = structuredClone(value);
  const visit = (item: unknown): void => {
    if (Array.isArray(item)) item.forEach(visit);
    else if (isGroup(item))
      for (const [key, field] of Object.entries(item)) {
        if ((key === 'href' || key === 'nestUnder') && typeof field === 'string') item[key] = relink(field);
        else visit(field);
      }
  };
  visit(copy);
  return copy;
}

/** A translated page as the site serves it: under its language's path, its aliases too, its links in its language. */
export function servedTranslation(code: string, page: Page, pathFor: (path: string) => string | undefined): Page {
  return {
    ...localLinks(page, pathFor),
    path: pathIn(code, page.path),
    aliases: page.aliases.map((alias) => pathIn(code, alias)),
  };
}
