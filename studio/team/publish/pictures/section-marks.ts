import { diffArrays } from 'diff';
import type { PlainValue } from '../../../document/index.ts';
import { isPlainGroup, isPlainList, sameData } from '../../../document/values.ts';
import type { SectionMark } from '../../../api/contract/pictures.ts';
import { pageData } from '../../repo/index.ts';

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
 * Which sections to mark on each side. The two lists are lined up as a diff of sections (jsdiff's
 * `diffArrays`, equal sections matched), so a section put in or taken out in the middle marks only
 * itself, not every section after it. Where sections were taken out and others put in at the same
 * place, they pair up as `changed` on both sides; the rest are `added` (on the draft's picture) or
 * `removed` (on main's). Comments and quoting do not count: the parsed data is compared, its keys
 * in any order.
 */
export function sectionMarks(before: readonly PlainValue[], after: readonly PlainValue[]): { before: SectionMark[]; after: SectionMark[] } {
  const marks: { before: SectionMark[]; after: SectionMark[] } = { before: [], after: [] };
  const runs = diffArrays([...before], [...after], { comparator: sameData });
  let inBefore = 0;
  let inAfter = 0;
  for (let index = 0; index < runs.length; index += 1) {
    const run = runs[index];
    if (run === undefined) continue;
    if (!run.added && !run.removed) {
      inBefore += run.count;
      inAfter += run.count;
      continue;
    }
    // A run taken out next to a run put in is one place where sections were replaced.
    const next = runs[index + 1];
    const replaced = next !== undefined && (run.removed ? next.added : next.removed);
    const removed = run.removed ? run.count : replaced ? next.count : 0;
    const added = run.added ? run.count : replaced ? next.count : 0;
    if (replaced) index += 1;
    for (let offset = 0; offset < Math.max(removed, added); offset += 1) {
      if (offset < removed && offset < added) {
        marks.before.push({ section: inBefore + offset, kind: 'changed' });
        marks.after.push({ section: inAfter + offset, kind: 'changed' });
      } else if (offset < removed) marks.before.push({ section: inBefore + offset, kind: 'removed' });
      else marks.after.push({ section: inAfter + offset, kind: 'added' });
    }
    inBefore += removed;
    inAfter += added;
  }
  return marks;
}
