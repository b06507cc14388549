import type { Content } from '../../schema/content/content.ts';
import { siteWideData } from '../../schema/model/site-model.ts';

/**
 * What a valid save changed. Site data (settings, routes, menus, redirects) is in every page's
 * first load, so a change there needs a reload; a change inside pages only needs their chunks.
 */
export type ContentChange = { kind: 'site' } | { kind: 'pages'; ids: string[] };

export function contentChange(before: Content | undefined, after: Content): ContentChange {
  if (!before?.siteData || !after.siteData) return { kind: 'site' };
  // Adding, removing or moving a page changes the route table, so it is caught here too.
  if (JSON.stringify(siteWideData(before.siteData)) !== JSON.stringify(siteWideData(after.siteData))) return { kind: 'site' };
  const old = new Map(before.siteData.pages.map((entry) => [entry.id, JSON.stringify(entry.page)]));
  const changed = after.siteData.pages.filter((entry) => old.get(entry.id) !== JSON.stringify(entry.page));
  return { kind: 'pages', ids: changed.map((entry) => entry.id) };
}
