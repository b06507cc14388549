import { CST } from 'yaml';
import { describePath, groupEntries, isGroupToken, isListToken, listItems, locate, type Collection } from './navigate.ts';
import { refuse, type EditError } from '../result.ts';
import type { OpenDocument } from '../reading/source.ts';
import type { DataPath } from '../values.ts';

/** A list or a group being changed, with what cutting and splicing its items needs. */
export interface Place {
  collection: Collection;
  /** Its items (list items, or group entries), comment-only items left out. */
  items: CST.CollectionItem[];
  /** The entry or list item that holds it, and the collection that one is in; none for the document's own group. */
  holder?: CST.CollectionItem;
  parent?: Collection;
  root: boolean;
  /** Written in block style (one item per line), not `[...]` / `{...}`. */
  block: boolean;
}

/** The list or group at `path`, or why there is none. */
export function placeAt(
  open: OpenDocument,
  path: DataPath,
  kind: 'list' | 'group',
): { ok: true; place: Place } | { ok: false; error: EditError } {
  const found = locate(open.document, path);
  if (!found.ok) return found;
  const { value, item, collection: parent } = found.slot;
  const here = describePath(path);
  const fits = kind === 'list' ? isListToken(value) : isGroupToken(value);
  if (!fits || !CST.isCollection(value))
    return kind === 'list' ? refuse('not-a-list', `${here} is not a list.`) : refuse('not-a-group', `${here} is not a group of fields.`);
  const items = kind === 'list' ? listItems(value) : groupEntries(value);
  return {
    ok: true,
    place: {
      collection: value,
      items,
      ...(item ? { holder: item } : {}),
      ...(parent ? { parent } : {}),
      root: path.length === 0,
      block: value.type !== 'flow-collection',
    },
  };
}
