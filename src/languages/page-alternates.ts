import type { Alternate } from '../../schema/model/site-model.ts';

/**
 * Each loaded page's versions in the site's languages, by its path. A page's chunk brings them
 * (src/routes.tsx notes them as it loads), and the page is loaded before it shows, so the header's
 * language links, which sit outside the page, find them for the address on screen.
 */
const byPath = new Map<string, readonly Alternate[]>();

export function noteAlternates(path: string, alternates: readonly Alternate[]): void {
  byPath.set(path, alternates);
}

/**
 * The versions of the page at `path` in every language it is written in (none for an unknown page).
 * A host may serve a page at its address with a slash (`/pricing/`).
 */
export function alternatesAt(path: string): readonly Alternate[] {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path) ?? [];
}
