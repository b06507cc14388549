import { parse } from 'yaml';
import type { Edit } from '../../document/index.ts';

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
  const aliases = aliasesIn(draftData);
  if (aliases?.some((alias) => typeof alias === 'string' && alias.toLowerCase() === oldPath.toLowerCase())) return undefined;
  const edit: Edit = aliases
    ? { op: 'insertItem', path: ['aliases'], index: aliases.length, value: oldPath }
    : { op: 'setField', path: ['aliases'], value: [oldPath], order: pageFields };
  return { oldPath, edit };
}
