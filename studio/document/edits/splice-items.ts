import { lineBreakOf } from '../file-form.ts';
import { blockRegions, contentEnd, gapBetween, gapHasComment, headOf, type Region } from '../regions.ts';
import type { Place } from './place.ts';
import { done, refuse, type EditResult } from '../result.ts';
import { columnOf, lineEnd, lineStart, splice } from '../reading/source.ts';

const regionsOf = (text: string, place: Place): Region[] => blockRegions(text, place.items, place.root);

/** The source of one item, to move or copy it: whole lines for a block item, its text for a flow item. */
export function itemSource(text: string, place: Place, index: number): EditResult {
  const item = place.items[index];
  if (!item) return refuse('out-of-range', 'There is no such item.');
  if (!place.block) return done(text.slice(headOf(item), contentEnd(item)));
  const region = regionsOf(text, place)[index];
  if (!region) return refuse('out-of-range', 'There is no such item.');
  // An item on its parent's line (`- - a`) is copied as a line of its own.
  if (region.compact) return done(' '.repeat(columnOf(text, region.head)) + text.slice(region.head, region.end));
  return done(text.slice(region.start, region.end));
}

/** The blank lines a block list puts between its items: those between its first two. */
export function spacingOf(text: string, place: Place): string {
  if (!place.block) return '';
  const [first, second] = regionsOf(text, place);
  const gap = first && second ? gapBetween(text, first, second) : '';
  return gapHasComment(gap) ? '' : gap;
}

/**
 * `source` put in as item `index`. Block items are whole lines (ending with a line break),
 * separated from their neighbours by `spacing`.
 */
export function insertSource(text: string, place: Place, index: number, source: string, spacing = spacingOf(text, place)): EditResult {
  const { items, collection } = place;
  if (!place.block) {
    const close = collection.type === 'flow-collection' && collection.start.source === '{' ? ['{ ', ' }'] : ['[', ']'];
    if (items.length === 0) return done(splice(text, collection.offset, contentEnd(collection), `${close[0]}${source}${close[1]}`));
    const next = items[index];
    if (next) return done(splice(text, headOf(next), headOf(next), `${source}, `));
    const end = contentEnd(items[items.length - 1] ?? collection);
    return done(splice(text, end, end, `, ${source}`));
  }
  const regions = regionsOf(text, place);
  const next = regions[index];
  if (next?.compact) {
    // Before an item on its parent's line (`- - a`): the new item takes that place and the old
    // one moves to a line of its own; comment lines leave the `-` alone on its line first.
    const column = columnOf(text, next.head);
    if (source.trimStart().startsWith('#'))
      return done(splice(text, text.slice(0, next.head).trimEnd().length, next.head, `${lineBreakOf(text)}${source}${' '.repeat(column)}`));
    return done(splice(text, next.head, next.head, `${source.slice(column)}${' '.repeat(column)}`));
  }
  if (next) return done(splice(text, next.start, next.start, source + spacing));
  const last = regions.at(-1);
  if (!last) return refuse('unsupported', 'This list has no items to line the new one up with.');
  return done(splice(text, last.end, last.end, spacing + source));
}

/** The text with item `index` taken out, with its own comments and the spacing that went with it. */
export function removeSource(text: string, place: Place, index: number): EditResult {
  const { items } = place;
  if (items.length === 1) return emptied(text, place);
  if (!place.block) {
    const item = items[index];
    const before = items[index - 1];
    const after = items[index + 1];
    if (!item) return refuse('out-of-range', 'There is no such item.');
    if (before) return done(splice(text, contentEnd(before), contentEnd(item), ''));
    return done(splice(text, headOf(item), after ? headOf(after) : contentEnd(item), ''));
  }
  const regions = regionsOf(text, place);
  const region = regions[index];
  const previous = regions[index - 1];
  const next = regions[index + 1];
  if (!region) return refuse('out-of-range', 'There is no such item.');
  if (region.compact && next) {
    // `- type: hero` losing `type`: the next field moves up onto the `-` line, unless comments
    // stand before it; then the `-` stays alone on its line, and the item's lines follow below it.
    if (gapHasComment(gapBetween(text, region, next)) || next.start < lineStart(text, next.head)) {
      const dashEnd = text.slice(0, region.head).trimEnd().length;
      return done(splice(text, dashEnd, region.end, lineBreakOf(text)));
    }
    const indent = /^ */.exec(text.slice(next.start))?.[0].length ?? 0;
    return done(splice(text, region.head, next.start + indent, ''));
  }
  if (next) {
    const clean = !gapHasComment(gapBetween(text, region, next));
    return done(splice(text, region.start, clean ? next.start : region.end, ''));
  }
  const clean = previous !== undefined && !gapHasComment(gapBetween(text, previous, region));
  return done(splice(text, clean ? previous.end : region.start, region.end, ''));
}

/**
 * The first item of an empty `[]` after a key in a block group, written in block style below the
 * key (`cards: []` becomes `cards:` and `- title: …` lines): how the list was written before its
 * last item went. `render` gives the item's lines at a column. `undefined` for any other list,
 * and when a comment follows the `[]`.
 */
export function firstBlockItem(text: string, place: Place, render: (column: number) => string): EditResult | undefined {
  const { collection, holder, parent } = place;
  if (
    collection.type !== 'flow-collection' ||
    collection.start.source !== '[' ||
    place.items.length > 0 ||
    parent?.type !== 'block-map' ||
    !holder
  )
    return undefined;
  const indicator = holder.sep?.find((token) => token.type === 'map-value-ind');
  const end = contentEnd(collection);
  if (!indicator || text.slice(end, lineEnd(text, end)).trim() !== '') return undefined;
  return done(
    splice(text, indicator.offset + indicator.source.length, end, `${lineBreakOf(text)}${render(columnOf(text, headOf(holder)) + 2)}`),
  );
}

/** A list or group that loses its last item becomes `[]` or `{}`, keeping a comment on its key's line; the item's own comments go. */
function emptied(text: string, place: Place): EditResult {
  const { collection, holder } = place;
  const empty = collection.type === 'block-seq' || (collection.type === 'flow-collection' && collection.start.source === '[') ? '[]' : '{}';
  if (!place.block) return done(splice(text, collection.offset, contentEnd(collection), empty));
  const indicator =
    holder && [...(holder.sep ?? []), ...holder.start].find((token) => token.type === 'map-value-ind' || token.type === 'seq-item-ind');
  if (!indicator) return refuse('unsupported', 'A page must keep at least one field.');
  const from = indicator.offset + indicator.source.length;
  const onKeyLine = text.slice(from, lineEnd(text, from)).trim();
  const comment = onKeyLine.startsWith('#') ? ` ${onKeyLine}` : '';
  // Up to the end of the item's last line, or of the comment lines under it, which go with it.
  const [region] = regionsOf(text, place);
  const lastLineEnd = Math.max(lineEnd(text, contentEnd(collection)), region?.end ?? 0);
  const to = text[lastLineEnd - 1] === '\n' ? lastLineEnd - (text[lastLineEnd - 2] === '\r' ? 2 : 1) : lastLineEnd;
  return done(splice(text, from, to, ` ${empty}${comment}`));
}
