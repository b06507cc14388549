import { pageIds } from '../model/page-ids.ts';
import { trimSlash, type PageEntry } from '../model/site-model.ts';

/** The ids each page renders, by its path: where a link's `#id` may point. */
export function idsByPath(pages: readonly Pick<PageEntry, 'page'>[]): Map<string, string[]> {
  return new Map(pages.map(({ page }) => [page.path, pageIds(page)]));
}

/** Where a link inside the site goes. */
export interface LinkTarget {
  /** The page path as written, without a trailing slash, `?query` or `#id`. */
  path: string;
  /** The id after `#`, if the link has one. */
  id: string | undefined;
}

/**
 * The page and id a link goes to: `/contact-us#form` -> `/contact-us` and `form`; `#form` stays on
 * `ownPath`, the page the link is in (none for site.yaml). Undefined for a link that leaves the site.
 */
export function linkTarget(href: string, ownPath: string | undefined): LinkTarget | undefined {
  const hash = href.indexOf('#');
  const id = hash < 0 || hash === href.length - 1 ? undefined : href.slice(hash + 1);
  if (href.startsWith('#')) return ownPath === undefined ? undefined : { path: ownPath, id };
  if (!href.startsWith('/')) return undefined;
  return { path: trimSlash(href.split(/[?#]/)[0] ?? href), id };
}
