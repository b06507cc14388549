import { dataAt } from './edits/data-edit.ts';

/** Long headings are cut here: the place should fit on a line of a list. */
const headingLength = 40;

/**
 * A section as authors know it: by its heading where it has one, else by its kind (`card grid`).
 * A place that is the heading itself names the section by its kind: one side's heading would name
 * the very value that changed.
 */
function sectionName(data: unknown, index: number, byKind: boolean): string | undefined {
  const heading = dataAt(data, ['sections', index, 'heading']);
  if (!byKind && typeof heading === 'string' && heading.trim() !== '') {
    const text = heading.trim();
    return `“${text.length > headingLength ? `${text.slice(0, headingLength - 1).trimEnd()}…` : text}”`;
  }
  const type = dataAt(data, ['sections', index, 'type']);
  return typeof type === 'string' ? type.replaceAll('-', ' ') : undefined;
}

/**
 * Where something is in a page, in the words every screen and the history use: "Section 2
 * (“Our Products”) › cards › item 5 › title". Positions count from 1, as authors count; with the
 * page's `data`, a section is named by its heading (or its kind). `whole` names the empty path.
 */
export function placeWords(path: readonly PropertyKey[], data?: unknown, whole = 'The whole page'): string {
  if (path.length === 0) return whole;
  const inSection = path[0] === 'sections' && typeof path[1] === 'number';
  const words = path.map((key, index) => {
    if (inSection && index === 1 && typeof key === 'number') {
      const name = data === undefined ? undefined : sectionName(data, key, path[2] === 'heading');
      return name === undefined ? `Section ${String(key + 1)}` : `Section ${String(key + 1)} (${name})`;
    }
    return typeof key === 'number' ? `item ${String(key + 1)}` : String(key);
  });
  return (inSection ? words.slice(1) : words).join(' › ');
}
