import type { PlainValue } from '../../../document/index.ts';
import { isPlainGroup, isPlainList, sameData } from '../../../document/values.ts';
import { pageData } from '../../repo/field-merge.ts';
import type { SectionMark } from './pictures-api-types.ts';

/** A field at the top of a page as written (parsed YAML); undefined when the text is missing, unreadable or has no such field. */
function fieldOf(text: string | null, key: string): PlainValue | undefined {
  const data = text === null ? undefined : pageData(text);
  return isPlainGroup(data) ? data[key] : undefined;
}

/** A page's sections as written; none when there is no list of them to read. */
export function sectionsOf(text: string | null): readonly PlainValue[] {
  const sections = fieldOf(text, 'sections');
  return isPlainList(sections) ? sections : [];
}

/** The page's address as written in its `path`; undefined when there is none to read. */
export function routeOf(text: string | null): string | undefined {
  const path = fieldOf(text, 'path');
  return typeof path === 'string' && path.startsWith('/') ? path : undefined;
}

/**
 * Which sections to mark on each side, compared by position: a section whose data differs from
 * the other side's at the same place is `changed` on both; the draft's sections past the end of
 * main's are `added`, main's past the end of the draft's are `removed`. Comments and quoting do not
 * count: the parsed data is compared, its keys in any order.
 */
export function sectionMarks(before: readonly PlainValue[], after: readonly PlainValue[]): { before: SectionMark[]; after: SectionMark[] } {
  const marks: { before: SectionMark[]; after: SectionMark[] } = { before: [], after: [] };
  const length = Math.max(before.length, after.length);
  for (let section = 0; section < length; section += 1) {
    if (section >= before.length) marks.after.push({ section, kind: 'added' });
    else if (section >= after.length) marks.before.push({ section, kind: 'removed' });
    else if (!sameData(before[section], after[section])) {
      marks.before.push({ section, kind: 'changed' });
      marks.after.push({ section, kind: 'changed' });
    }
  }
  return marks;
}
