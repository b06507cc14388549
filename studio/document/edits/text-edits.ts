import { CST } from 'yaml';
import type { Edit, ScalarStyle } from './edits.ts';
import { lineBreakOf } from '../file-form.ts';
import { describePath, keyOf, locate } from './navigate.ts';
import { placeAt, type Place } from './place.ts';
import { blockRegions, headOf } from '../regions.ts';
import { blockEntry, blockItem, flowValue } from '../render.ts';
import { done, refuse, type EditResult } from '../result.ts';
import { setScalarText } from './scalar-edit.ts';
import { columnOf, openDocument, splice, type OpenDocument } from '../reading/source.ts';
import { firstBlockItem, insertSource, itemSource, removeSource, spacingOf } from './splice-items.ts';
import { isPlainGroup, type DataPath, type PlainValue } from '../values.ts';

/** New lines (written with LF, as `render.ts` does), in the file's own line breaks. */
const newLines = (open: OpenDocument, lines: string): string => `${lines}\n`.replaceAll('\n', lineBreakOf(open.text));

/** The column a place's items start at. */
const columnFor = (open: OpenDocument, place: Place): number => {
  const first = place.items[0];
  return first ? columnOf(open.text, headOf(first)) : 0;
};

/** How the scalar at `path` is written now (plain, quoted, a block), or undefined where there is none. */
export function scalarStyleOf(open: OpenDocument, path: DataPath): ScalarStyle | undefined {
  const found = locate(open.document, path);
  const token = found.ok ? found.slot.value : undefined;
  if (!token || !CST.isScalar(token)) return undefined;
  const resolved = CST.resolveAsScalar(token);
  // Quotes around nothing (a new item's empty text) are no style to keep: empty text needs them.
  return resolved.value === '' ? null : (resolved.type ?? null);
}

function setFieldText(open: OpenDocument, path: DataPath, value: PlainValue, order: readonly string[] | undefined): EditResult {
  const key = path.at(-1);
  const groupPath = path.slice(0, -1);
  if (typeof key !== 'string') return refuse('not-a-group', `${describePath(path)} is not a field name.`);
  const found = placeAt(open, groupPath, 'group');
  if (!found.ok) return found;
  const { place } = found;
  const keys = place.items.map(keyOf);
  if (keys.includes(key)) return refuse('already-written', `${describePath(path)} is already written — change its value instead.`);
  // After the nearest field that comes before it in the schema's order, or after the last field.
  const rank = (name: string | undefined) => (order && name !== undefined ? order.indexOf(name) : -1);
  const own = rank(key);
  const earlier = keys
    .map((name, index) => ({ index, rank: rank(name) }))
    .filter((entry) => own >= 0 && entry.rank >= 0 && entry.rank < own);
  const anchor = earlier.length > 0 ? earlier.reduce((best, entry) => (entry.rank > best.rank ? entry : best)).index : keys.length - 1;
  if (!place.block) return insertSource(open.text, place, anchor + 1, `${flowValue(key)}: ${flowValue(value)}`);
  const region = blockRegions(open.text, place.items, place.root)[anchor];
  if (!region) return refuse('not-a-group', `${describePath(groupPath)} has no fields to line the new one up with.`);
  return done(splice(open.text, region.end, region.end, newLines(open, blockEntry(key, value, columnFor(open, place)))));
}

function removeFieldText(open: OpenDocument, path: DataPath): EditResult {
  const key = path.at(-1);
  if (typeof key !== 'string') return refuse('not-a-group', `${describePath(path)} is not a field name.`);
  const found = placeAt(open, path.slice(0, -1), 'group');
  if (!found.ok) return found;
  const index = found.place.items.findIndex((item) => keyOf(item) === key);
  if (index < 0) return refuse('not-found', `${describePath(path)} is not written in this file.`);
  if (found.place.root && found.place.items.length === 1) return refuse('unsupported', 'A page must keep at least one field.');
  return removeSource(open.text, found.place, index);
}

/** Checks a list position: `end` allows the position just after the last item (to add there). */
function checkIndex(place: Place, path: DataPath, index: number, end = false): EditResult | undefined {
  const size = place.items.length + (end ? 1 : 0);
  if (Number.isInteger(index) && index >= 0 && index < size) return undefined;
  return refuse('out-of-range', `${describePath(path)} has ${place.items.length} items, so there is no place ${index + 1} in it.`);
}

function listEdit(open: OpenDocument, edit: Exclude<Edit, { op: 'setScalar' | 'setField' | 'removeField' }>): EditResult {
  const found = placeAt(open, edit.path, 'list');
  if (!found.ok) return found;
  const { place } = found;
  switch (edit.op) {
    case 'insertItem': {
      const { value } = edit;
      const invalid = checkIndex(place, edit.path, edit.index, true);
      const block = isPlainGroup(value)
        ? firstBlockItem(open.text, place, (column) => newLines(open, blockItem(value, column)).trimEnd())
        : undefined;
      const source = place.block ? newLines(open, blockItem(value, columnFor(open, place))) : flowValue(value);
      return invalid ?? block ?? insertSource(open.text, place, edit.index, source);
    }
    case 'removeItem':
      return checkIndex(place, edit.path, edit.index) ?? removeSource(open.text, place, edit.index);
    case 'duplicateItem': {
      const source = checkIndex(place, edit.path, edit.index) ?? itemSource(open.text, place, edit.index);
      return source.ok ? insertSource(open.text, place, edit.index + 1, source.text) : source;
    }
    case 'moveItem': {
      const source =
        checkIndex(place, edit.path, edit.from) ?? checkIndex(place, edit.path, edit.to) ?? itemSource(open.text, place, edit.from);
      if (!source.ok || edit.from === edit.to) return source.ok ? done(open.text) : source;
      const spacing = spacingOf(open.text, place);
      const removed = removeSource(open.text, place, edit.from);
      if (!removed.ok) return removed;
      // The item is put back in the text without it, found afresh there.
      const reopened = openDocument(removed.text);
      if (!reopened.ok) return reopened;
      const again = placeAt(reopened.open, edit.path, 'list');
      return again.ok ? insertSource(removed.text, again.place, edit.to, source.text, spacing) : again;
    }
  }
}

/** Makes one edit on an opened file; the text is checked afterwards (see `applyEdit`). */
export function editText(open: OpenDocument, edit: Edit): EditResult {
  switch (edit.op) {
    case 'setScalar':
      return setScalarText(open, edit.path, edit.value, edit.style);
    case 'setField':
      return setFieldText(open, edit.path, edit.value, edit.order);
    case 'removeField':
      return removeFieldText(open, edit.path);
    default:
      return listEdit(open, edit);
  }
}
