import { isJsonObject } from '../json-schema.ts';
import { capitalise, shortTitle } from '../frame/labels.ts';
import { fieldOf } from '../plain.ts';

/** Fields that name an item, in the order they are tried. */
const titleFields = ['title', 'heading', 'label', 'name', 'question', 'q'];

/** The text of a field: text as it is, a group of texts (a heading in parts) joined. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isJsonObject(value))
    return Object.values(value)
      .filter((part): part is string => typeof part === 'string')
      .join(' ')
      .trim();
  return '';
}

/**
 * What a list item's header says: the first of its title, heading, label, name, question or q
 * that has text; else its first text field; else its text (a list of texts); else "Card 3".
 */
export function itemTitle(value: unknown, index: number, noun: string): string {
  if (isJsonObject(value)) {
    for (const key of titleFields) {
      const text = textOf(fieldOf(value, key));
      if (text !== '') return shortTitle(text);
    }
    const first = Object.values(value).find((field): field is string => typeof field === 'string' && field.trim() !== '');
    if (first !== undefined) return shortTitle(first);
  } else if (typeof value === 'string' && value.trim() !== '') return shortTitle(value);
  return `${capitalise(noun)} ${index + 1}`;
}
