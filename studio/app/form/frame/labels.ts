import type { PathKey } from '../../../document/index.ts';
import { textKey, type JsonSchema } from '../json-schema.ts';

/** `ctaLabel` → `cta label`, `part1` → `part 1`, `map-url` → `map url`. */
export function wordsOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A field's label: the schema's `title` when it has one, else its name in words
 * ("Details label" for `detailsLabel`). The name stays recognisable: problem messages quote it.
 */
export function fieldLabel(name: PathKey, schema: JsonSchema): string {
  const title = textKey(schema, 'title');
  if (title !== undefined && title.trim() !== '') return title;
  return typeof name === 'number' ? `Item ${name + 1}` : capitalise(wordsOf(name)) || name;
}

/**
 * What one entry of a list is called, from the list's name: `cards` → `card`, `branches` →
 * `branch`, `aliases` → `alias`; a name that is not a plural (`address`) is used as it is.
 * Plain English rules: a wrong guess only makes a button read oddly, never wrongly.
 */
export function itemNoun(listName: PathKey, items: JsonSchema): string {
  const title = textKey(items, 'title');
  if (title !== undefined && title.trim() !== '') return title.toLowerCase();
  if (typeof listName === 'number') return 'item';
  const words = wordsOf(listName);
  return singular(words) || words || 'item';
}

function singular(words: string): string {
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  if (/(ch|sh|x|ss|us|ias)es$/.test(words)) return words.replace(/es$/, '');
  if (/[^s]s$/.test(words)) return words.replace(/s$/, '');
  return words;
}

/** A title shortened for buttons and headers. */
export function shortTitle(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
