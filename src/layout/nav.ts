import type { NavGroupData, NavItem } from '../../schema/derive.ts';
import { siteData } from '../site-data.ts';

/** The menu groups that have pages, minus groups nested under a page (they show as its children). */
export function topLevelGroups(): NavGroupData[] {
  const nested = new Set(siteData.site.navGroups.filter((group) => group.nestUnder !== undefined).map((group) => group.id));
  return siteData.nav.filter((group) => !nested.has(group.id) && group.items.length > 0);
}

/** All items of a group, children flattened in after their parent (for the footer). */
export function groupItems(id: string): NavItem[] {
  return siteData.nav.find((group) => group.id === id)?.items ?? [];
}

/** True when the group's panel needs two panes: items with sub-lists or blurbs. */
export function isTwoPane(group: NavGroupData): boolean {
  return group.items.some((item) => item.children.length > 0 || item.blurb !== undefined);
}
