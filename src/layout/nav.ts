import type { NavGroupData, NavItem } from '../../schema/model/site-model.ts';
import { site, siteData } from '../site-data.ts';

/** The menu groups that have pages, minus groups nested under a page (they show as its children). */
export function topLevelGroups(): NavGroupData[] {
  const nested = new Set(siteData.site.navGroups.filter((group) => group.nestUnder !== undefined).map((group) => group.id));
  return siteData.nav.filter((group) => !nested.has(group.id) && group.items.length > 0);
}

/** The groups of the wide-screen header: only the items marked for its dropdowns. */
export function dropdownGroups(): NavGroupData[] {
  return topLevelGroups()
    .map((group) => ({ ...group, items: group.items.filter((item) => item.dropdown) }))
    .filter((group) => group.items.length > 0);
}

/** All items of a group, children flattened in after their parent (for the footer). */
export function groupItems(id: string): NavItem[] {
  return siteData.nav.find((group) => group.id === id)?.items ?? [];
}

/** True when the group's panel needs two panes: items with sub-lists or blurbs. */
export function isTwoPane(group: NavGroupData): boolean {
  return group.items.some((item) => item.children.length > 0 || item.blurb !== undefined);
}

/** One row of the mobile menu: a link (`href`) or a group that opens its own list (`entries`). */
export type MenuEntry = { key: string; label: string } & (
  { href: string; entries?: undefined } | { href?: undefined; entries: MenuEntry[] }
);

function itemEntry(item: NavItem): MenuEntry {
  if (item.children.length === 0) return { key: item.path, label: item.label, href: item.path };
  const overview: MenuEntry = { key: `${item.path}#overview`, label: `${item.label} overview`, href: item.path };
  return { key: item.path, label: item.label, entries: [overview, ...item.children.map(itemEntry)] };
}

/** The mobile menu's top level: every group (all its items), then the header's links and action. */
export function mobileMenu(): MenuEntry[] {
  return [
    ...topLevelGroups().map((group): MenuEntry => ({ key: `group:${group.id}`, label: group.label, entries: group.items.map(itemEntry) })),
    ...site.header.links.map((link): MenuEntry => ({ key: link.href, label: link.label, href: link.href })),
    { key: site.header.action.href, label: site.header.action.label, href: site.header.action.href },
  ];
}
