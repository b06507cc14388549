import type { Page } from '../page.ts';

/** The id of the `<main>` element the page shell renders on every page; the skip link targets it. */
export const mainContentId = 'main';

/** Ids every page has, whatever its sections: the shell renders them. */
export const shellIds: readonly string[] = [mainContentId];

/** The ids a page renders, so links can point at them with `#id`: the shell's, then its sections'. */
export function pageIds(page: Pick<Page, 'sections'>): string[] {
  const sectionIds = page.sections.flatMap((section) => ('id' in section && section.id !== undefined ? [section.id] : []));
  return [...shellIds, ...sectionIds];
}
