import type { BrowserSiteData, NavGroupData, NavItem } from '../../schema/model/site-model.ts';
import { wordFor } from '../site-data.tsx';

/** The menu groups that have pages, minus groups nested under a page (they show as its children). */
export function topLevelGroups(siteData: BrowserSiteData): NavGroupData[] {
  return siteData.nav.filter((group) => group.nested === undefined && group.items.length > 0);
}

/** The groups of the wide-screen header: only the items marked for its dropdowns. */
export function dropdownGroups(siteData: BrowserSiteData): NavGroupData[] {
  return topLevelGroups(siteData)
    .map((group) => ({ ...group, items: group.items.filter((item) => item.dropdown !== false) }))
    .filter((group) => group.items.length > 0);
}

/** All items of a group, children flattened in after their parent (for the footer). */
export function groupItems(siteData: BrowserSiteData, id: string): NavItem[] {
  return siteData.nav.find((group) => group.id === id)?.items ?? [];
}

/** True when the group's panel needs two panes: items with sub-lists or blurbs. */
export function isTwoPane(group: NavGroupData): boolean {
  return group.items.some((item) => item.nests !== undefined || item.blurb !== undefined);
}

/** One row of the mobile menu: a link (`href`) or a group that opens its own list (`entries`). */
export type MenuEntry = { key: string; label: string } & (
  | { href: string; entries?: undefined }
  | { href?: undefined; entries: MenuEntry[] }
);

function itemEntry(siteData: BrowserSiteData, item: NavItem, overviewWord: string): MenuEntry {
  if (item.nests === undefined) return { key: item.path, label: item.label, href: item.path };
  const overview: MenuEntry = { key: `${item.path}#overview`, label: wordFor(overviewWord, item.label), href: item.path };
  const children = groupItems(siteData, item.nests).map((child) => itemEntry(siteData, child, overviewWord));
  return { key: item.path, label: item.label, entries: [overview, ...children] };
}

/** The mobile menu's top level: every group (all its items), then the header's links and action. */
export function mobileMenu(siteData: BrowserSiteData, overviewWord: string): MenuEntry[] {
  const { site } = siteData;
  return [
    ...topLevelGroups(siteData).map((group): MenuEntry => ({
      key: `group:${group.id}`,
      label: group.label,
      entries: group.items.map((item) => itemEntry(siteData, item, overviewWord)),
    })),
    ...site.header.links.map((link): MenuEntry => ({ key: link.href, label: link.label, href: link.href })),
    { key: site.header.action.href, label: site.header.action.label, href: site.header.action.href },
  ];
}
