import { parse } from 'yaml';
import type { DataPath, PathKey } from '../../../../studio/document/index.ts';

// Plain text fields of sections, the ones an author changes most; headings first.
const textKeys = ['heading', 'title', 'question', 'text'];

/** The text fields of a page's sections, headings first, each a path to a plain string. */
export function textFields(pageText: string): DataPath[] {
  const found: PathKey[][] = [];
  const walk = (value: unknown, path: PathKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        walk(item, [...path, index]);
      });
    } else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'string' && textKeys.includes(key)) found.push([...path, key]);
        else walk(item, [...path, key]);
      }
  };
  const data: unknown = parse(pageText);
  if (typeof data === 'object' && data !== null && 'sections' in data) walk(data.sections, ['sections']);
  const rank = (path: DataPath) => textKeys.indexOf(String(path.at(-1)));
  return found.sort((a, b) => rank(a) - rank(b));
}

/** Each of `count` authors gets a field of their own: pages taken in turn, and on each page its next field. */
export function fieldsFor(count: number, pages: readonly { file: string; text: string }[]): { file: string; field: DataPath }[] {
  const fields = pages.map((page) => textFields(page.text));
  return Array.from({ length: count }, (_, index) => {
    const page = index % pages.length;
    const file = pages[page]?.file ?? '';
    const field = fields[page]?.[Math.floor(index / pages.length)];
    if (field === undefined) throw new Error(`${file} has too few text fields for ${String(count)} authors — name more pages.`);
    return { file, field };
  });
}
