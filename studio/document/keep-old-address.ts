import { parse } from 'yaml';
import type { Edit } from './edits/edits.ts';

/** A page's address as its data writes it (`path`, starting with `/`), or undefined. */
export const pathOf = (data: unknown): string | undefined => {
  const path: unknown = typeof data === 'object' && data !== null && 'path' in data ? data.path : undefined;
  return typeof path === 'string' && path.startsWith('/') ? path : undefined;
};

/** The other addresses a page's data writes (`aliases`), the strings among them. */
export const aliasesOf = (data: unknown): string[] => {
  const aliases: unknown = typeof data === 'object' && data !== null && 'aliases' in data ? data.aliases : undefined;
  return Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === 'string') : [];
};

const pathIn = (text: string): string | undefined => {
  try {
    const data: unknown = parse(text);
    const path = typeof data === 'object' && data !== null && 'path' in data ? data.path : undefined;
    return typeof path === 'string' ? path : undefined;
  } catch {
    return undefined;
  }
};

const aliasesIn = (data: unknown): unknown[] | undefined =>
  typeof data === 'object' && data !== null && 'aliases' in data && Array.isArray(data.aliases) ? data.aliases : undefined;

/**
 * The edit that adds `oldPath` to the page's `aliases` (a new list placed in `pageFields`' order
 * when it has none), so links and bookmarks to it still work. Undefined when an alias is that
 * address already, in any letter case: addresses ignore case. The editor offers it when an author
 * changes the address; a move (studio/server/site/changing/move-page.ts) makes it.
 */
export function oldAddressEdit(data: unknown, oldPath: string, pageFields: readonly string[]): Edit | undefined {
  const aliases = aliasesIn(data);
  if (aliases?.some((alias) => typeof alias === 'string' && alias.toLowerCase() === oldPath.toLowerCase())) return undefined;
  return aliases
    ? { op: 'insertItem', path: ['aliases'], index: aliases.length, value: oldPath }
    : { op: 'setField', path: ['aliases'], value: [oldPath], order: pageFields };
}

/**
 * When a page's address changed since it was saved: the old address and the edit that keeps it
 * as an alias (so links and bookmarks to it still work). Undefined when the address is the same
 * or the old one is already an alias.
 */
export function keepOldAddress(
  saved: string,
  draftText: string,
  draftData: unknown,
  pageFields: readonly string[],
): { oldPath: string; edit: Edit } | undefined {
  const oldPath = pathIn(saved);
  const newPath = pathIn(draftText);
  if (oldPath === undefined || newPath === undefined || oldPath.toLowerCase() === newPath.toLowerCase()) return undefined;
  const edit = oldAddressEdit(draftData, oldPath, pageFields);
  return edit === undefined ? undefined : { oldPath, edit };
}
