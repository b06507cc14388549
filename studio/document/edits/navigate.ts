import { CST } from 'yaml';
import { formatPath } from '../../../schema/content/errors.ts';
import { refuse, type EditError } from '../result.ts';
import type { DataPath } from '../values.ts';

export type Collection = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;

/** A place that holds a value: an entry of a group, an item of a list, or the whole document. */
export interface Slot {
  /** The group or list the place is in; none for the document itself. */
  collection?: Collection;
  item?: CST.CollectionItem;
  /** The value written there; none when the place is empty (`key:` with nothing after it). */
  value?: CST.Token;
}

/** How a path reads in messages: `sections[2].heading`, or "the page" for the whole file. */
export const describePath = (path: DataPath): string => (path.length === 0 ? 'the page' : formatPath(path));

export const isGroupToken = (token: CST.Token | undefined): token is CST.BlockMap | CST.FlowCollection =>
  token?.type === 'block-map' || (token?.type === 'flow-collection' && token.start.source === '{');

export const isListToken = (token: CST.Token | undefined): token is CST.BlockSequence | CST.FlowCollection =>
  token?.type === 'block-seq' || (token?.type === 'flow-collection' && token.start.source === '[');

/** A key's text, whatever its quoting. */
export const keyOf = (item: CST.CollectionItem): string | undefined => (item.key ? CST.resolveAsScalar(item.key)?.value : undefined);

/**
 * The items of a list as the data sees them. The syntax tree also keeps items that hold only
 * comments or blank lines after the last real item; those are left out.
 */
export function listItems(list: Collection): CST.CollectionItem[] {
  if (list.type === 'block-seq') return list.items.filter((item) => item.start.some((token) => token.type === 'seq-item-ind'));
  return list.items.filter((item) => item.value !== undefined || item.key !== undefined);
}

/** The entries of a group (key and value), without the comment-only items. */
export const groupEntries = (group: Collection): CST.CollectionItem[] =>
  group.items.filter((item) => item.key !== undefined && item.key !== null);

function step(slot: Slot, key: string | number, path: DataPath): Slot | EditError {
  const { value } = slot;
  const here = describePath(path);
  if (typeof key === 'number') {
    if (!isListToken(value)) return { code: 'not-a-list', message: `${here} is not a list.` };
    const items = listItems(value);
    const item = items[key];
    if (!item || !Number.isInteger(key))
      return { code: 'out-of-range', message: `${here} has ${items.length} items, so there is no item ${key + 1}.` };
    return { collection: value, item, ...(item.value ? { value: item.value } : {}) };
  }
  if (!isGroupToken(value)) return { code: 'not-a-group', message: `${here} is not a group of fields, so it has no "${key}".` };
  const item = groupEntries(value).find((entry) => keyOf(entry) === key);
  if (!item) return { code: 'not-found', message: `${describePath([...path, key])} is not written in this file yet.` };
  return { collection: value, item, ...(item.value ? { value: item.value } : {}) };
}

/** The place a data path points at, or why there is none. Aliases (`*name`) are not followed. */
export function locate(document: CST.Document, path: DataPath): { ok: true; slot: Slot } | { ok: false; error: EditError } {
  let slot: Slot = document.value ? { value: document.value } : {};
  for (const [index, key] of path.entries()) {
    if (slot.value?.type === 'alias')
      return refuse(
        'unsupported',
        `${describePath(path.slice(0, index))} repeats another part of the file (a YAML alias) — edit it in the file itself.`,
      );
    const next = step(slot, key, path.slice(0, index));
    if ('code' in next) return { ok: false, error: next };
    slot = next;
  }
  return { ok: true, slot };
}
