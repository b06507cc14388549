import type { PathKey } from '../../../document/index.ts';

/** Field names that hold running text. */
const paragraphNames = new Set([
  'text',
  'intro',
  'description',
  'answer',
  'body',
  'paragraph',
  'subtext',
  'summary',
  'biography',
  'bio',
  'message',
  'quote',
]);

const shortLimit = 120;

/**
 * Whether a text field gets a box of several lines. The rule, in order:
 * 1. a `maxLength` over 120 → long; a `maxLength` of 120 or less → short;
 * 2. the text already holds a line break → long;
 * 3. the field's name is one that holds running text (`text`, `intro`, `answer`, …), or its help
 *    speaks of sentences or paragraphs ("One or two sentences under the heading.") → long;
 * 4. else short.
 * List entries are judged by the list's name and help.
 */
export function isLongText(name: PathKey, description: string | undefined, maxLength: number | undefined, value: unknown): boolean {
  if (maxLength !== undefined) return maxLength > shortLimit;
  if (typeof value === 'string' && value.includes('\n')) return true;
  if (typeof name === 'string' && paragraphNames.has(name.toLowerCase())) return true;
  return description !== undefined && /\b(sentences?|paragraphs?)\b/i.test(description);
}
