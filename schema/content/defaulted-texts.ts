import { isMap, isNode, parseDocument } from 'yaml';
import { PageSchema } from '../page.ts';
import { SiteSchema } from '../site.ts';
import { keptFields } from './kept-fields.ts';
import { childOf } from './walk.ts';

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The texts of a translation's data that its file does not write, where the schema filled in its
 * English default (a menu blurb's button, "More"): each would show in English among the words of
 * the translation. `written` is the file as written, `value` the data the schema read from it.
 */
export function defaultedTexts(written: unknown, value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return written === undefined ? [{ path, text: value }] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => defaultedTexts(Array.isArray(written) ? written[index] : undefined, item, [...path, index]));
  if (!isGroup(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    keptFields.has(key) || key === 'lang' ? [] : defaultedTexts(childOf(written, key), item, [...path, key]),
  );
}

/**
 * The page's text with every text it leaves to an English default written out, in English (a
 * translation marks them with the rest): a translator then sees every text the page shows. Each
 * goes at the end of the group of fields that lacks it; the page's other bytes stay as they are.
 * A page the schema refuses, or a text whose group is not written either, is left as it is.
 */
export function withDefaultedTexts(pageText: string, siteSettings: boolean): string {
  const document = parseDocument(pageText);
  const written: unknown = document.toJS();
  const result = siteSettings ? SiteSchema.safeParse(written) : PageSchema.safeParse(written);
  if (!result.success) return pageText;
  // The site's words are checked by name (missing-word); a site in one language need not write them.
  const missing = defaultedTexts(written, result.data).filter(({ path }) => path[0] !== 'words');
  const inserts = missing.flatMap(({ path, text }) => {
    const key = path.at(-1);
    const group = document.getIn(path.slice(0, -1), true);
    if (typeof key !== 'string' || !isMap(group) || group.range === undefined || group.range === null) return [];
    const field = `${key}: ${JSON.stringify(text)}`;
    if (group.flow) {
      const close = pageText.lastIndexOf('}', group.range[1]);
      return close === -1 ? [] : [{ at: close, text: `${group.items.length > 0 ? ', ' : ''}${field} ` }];
    }
    const first = group.items[0]?.key;
    const last = group.items.at(-1)?.value;
    const firstAt = isNode(first) ? first.range?.[0] : undefined;
    const lastEnd = isNode(last) ? last.range?.[1] : undefined;
    if (firstAt === undefined || lastEnd === undefined) return [];
    const indent = firstAt - (pageText.lastIndexOf('\n', firstAt - 1) + 1);
    // A block value (a list, a folded text) ends after its line breaks and blank lines: the new
    // field goes right after its last character, on a line of its own.
    let at = lastEnd;
    while (at > firstAt && /\s/.test(pageText.charAt(at - 1))) at--;
    return [{ at, text: `\n${' '.repeat(indent)}${field}` }];
  });
  // From the end backwards, so each place is still where it was; a group's fields in their order.
  return inserts
    .map((insert, order) => ({ ...insert, order }))
    .sort((a, b) => b.at - a.at || b.order - a.order)
    .reduce((text, insert) => `${text.slice(0, insert.at)}${insert.text}${text.slice(insert.at)}`, pageText);
}
