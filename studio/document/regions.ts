import { CST } from 'yaml';
import { columnOf, lineEnd, lineStart, startsLine } from './reading/source.ts';
import type { Collection } from './edits/navigate.ts';

/** Tokens that are layout, not content: moving or cutting content never needs to look at them. */
const layout = new Set(['space', 'comment', 'newline', 'byte-order-mark', 'doc-mode']);

const furthest = (ends: readonly number[]): number => ends.reduce((max, end) => Math.max(max, end), -1);

/** Just past the last character of content (comments and spaces aside) in a token or an item; -1 for none. */
export function contentEnd(node: CST.Token | CST.CollectionItem): number {
  if (!('type' in node)) {
    return furthest([
      ...node.start.map(contentEnd),
      node.key ? contentEnd(node.key) : -1,
      ...(node.sep ?? []).map(contentEnd),
      node.value ? contentEnd(node.value) : -1,
    ]);
  }
  switch (node.type) {
    case 'block-scalar': {
      const header = furthest(node.props.map(contentEnd));
      const last = node.props.at(-1);
      const bodyStart = last ? last.offset + CST.stringify(last).length : node.offset;
      const body = node.source.trimEnd();
      return body === '' ? header : bodyStart + body.length;
    }
    case 'block-map':
    case 'block-seq':
      return furthest(node.items.map(contentEnd));
    case 'flow-collection':
      return furthest([contentEnd(node.start), ...node.items.map(contentEnd), ...node.end.map(contentEnd)]);
    case 'document':
      return node.value ? contentEnd(node.value) : -1;
    default:
      return layout.has(node.type) ? -1 : node.offset + node.source.length;
  }
}

/** Where an item's content starts: its `-` for a list item, its key (or value) otherwise. */
export function headOf(item: CST.CollectionItem): number {
  const marker = item.start.find((token) => !layout.has(token.type) && token.type !== 'comma');
  if (marker) return marker.offset;
  if (item.key) return item.key.offset;
  return item.value?.offset ?? -1;
}

/**
 * The lines an item of a block list or group owns: the comment lines directly above it (no blank
 * line between), its own lines with a comment at the end of the last one, and the comment lines
 * after it indented deeper than the item (blank lines between them allowed): those are written
 * under its value. `compact` items start on their parent's line (`- type: hero`): they own no
 * line above it.
 */
export interface Region {
  start: number;
  end: number;
  head: number;
  compact: boolean;
}

/** The regions of a block collection's items, in order. `root` marks the document's own group. */
export function blockRegions(text: string, items: readonly CST.CollectionItem[], root: boolean): Region[] {
  const regions: Region[] = [];
  for (const item of items) {
    const head = headOf(item);
    const end = trailingComments(text, lineEnd(text, Math.max(contentEnd(item), head)), columnOf(text, head));
    const previous = regions.at(-1);
    if (!startsLine(text, head)) {
      regions.push({ start: head, end, head, compact: true });
      continue;
    }
    // Lines above the first item belong to the parent (or, at the top of the file, to the file).
    const limit = previous ? previous.end : root ? lineStart(text, head) : 0;
    let start = lineStart(text, head);
    while (start > limit) {
      const above = lineStart(text, start - 1);
      if (!text.slice(above, start).trim().startsWith('#')) break;
      start = above;
    }
    regions.push({ start, end, head, compact: false });
  }
  return regions;
}

const isBlank = (line: string): boolean => line.trim() === '';

/** Past the comment lines after `end` indented deeper than `column`, blank lines between them skipped. */
function trailingComments(text: string, end: number, column: number): number {
  let owned = end;
  for (let at = end; at < text.length; at = lineEnd(text, at)) {
    const line = text.slice(at, lineEnd(text, at));
    const deeperComment = line.trimStart().startsWith('#') && line.indexOf('#') > column;
    if (!deeperComment && !isBlank(line)) break;
    if (deeperComment) owned = lineEnd(text, at);
  }
  return owned;
}

/** The text between two neighbouring regions: blank lines, and comments that belong to neither. */
export const gapBetween = (text: string, before: Region, after: Region): string => text.slice(before.end, after.start);

/** Whether a gap holds anything but blank lines. */
export const gapHasComment = (gap: string): boolean => gap.trim() !== '';

/** The column of a collection's items (their `-` or their keys). */
export function itemColumn(text: string, collection: Collection, items: readonly CST.CollectionItem[]): number {
  const first = items[0];
  const offset = first ? headOf(first) : collection.offset;
  return offset - lineStart(text, offset);
}
