import type { DraftFileDiff } from '../../repo/index.ts';
import type { PagePictures, PictureWidth, SectionMark } from '../../../api/contract/pictures.ts';
import { pathIn } from '../../../../schema/model/languages.ts';
import { routeOf, sectionMarks, sectionsOf } from './section-marks.ts';

/** The site settings: every page shows them (menus, footer); the home page is pictured for them, a language's own for its settings. */
const isSiteFile = (file: string, language: string | undefined): boolean =>
  file === (language === undefined ? 'pages/site.yaml' : `pages/${language}/site.yaml`);

export type Side = 'before' | 'after';

/** One picture to take: a page of one side's site at one width, with its marks. */
export interface PlannedPicture {
  name: string;
  side: Side;
  route: string;
  width: PictureWidth;
  marks: readonly SectionMark[];
  /** How many sections the page has on this side: the page pictured should show as many. */
  sections: number;
}

/** A page of the request with the pictures it needs and the answer's entry for it. */
export interface PlannedPage {
  entry: PagePictures;
  pictures: PlannedPicture[];
}

/**
 * What to picture for each page a request changes: main's page (before) and the page as publishing makes it (after) at
 * each width, the sections to mark on each, and the pictures' names (`<job>-<page>-<side>-<width>`,
 * so an address always names the same picture). Pictures are not pages: they show on the pages
 * that use them. `languageOf` names the language of a translation's file (`pages/es/erp.yaml`:
 * `es`): it is pictured where the site serves it, under its language (`/es/erp`).
 */
export function planPages(
  files: readonly DraftFileDiff[],
  job: string,
  pictureUrl: (name: string) => string,
  languageOf: (file: string) => string | undefined = () => undefined,
): PlannedPage[] {
  return files.flatMap((file, index): PlannedPage[] => {
    if (file.kind !== 'page') return [];
    // "After" is what publishing makes of the page: main's text with the draft's changes where main changed it too.
    const texts = { before: file.main?.text ?? null, after: file.draft === null ? null : (file.merged ?? file.draft.text) };
    const language = languageOf(file.file);
    const isSite = isSiteFile(file.file, language);
    const served = (route: string | undefined): string | undefined =>
      route === undefined || language === undefined ? route : pathIn(language, route);
    const routes = {
      before: served(isSite ? '/' : routeOf(texts.before)),
      after: served(isSite ? '/' : routeOf(texts.after)),
    };
    const sections = { before: sectionsOf(texts.before), after: sectionsOf(texts.after) };
    const marks = isSite ? { before: [], after: [] } : sectionMarks(sections.before, sections.after);
    const pictures: PlannedPicture[] = [];
    const side = (which: Side): PagePictures['before'] => {
      const route = routes[which];
      if (file[which === 'before' ? 'main' : 'draft'] === null || route === undefined) return null;
      const shot = (width: PictureWidth): string => {
        const name = `${job}-${String(index)}-${which}-${width}`;
        pictures.push({ name, side: which, route, width, marks: marks[which], sections: sections[which].length });
        return pictureUrl(name);
      };
      return { desktop: shot('desktop'), phone: shot('phone') };
    };
    const before = side('before');
    const after = side('after');
    const route = routes.after ?? routes.before;
    if (route === undefined) return [];
    return [
      {
        entry: {
          file: file.file,
          route,
          changedSections: marks.after.map((mark) => mark.section),
          marks,
          before,
          after,
        },
        pictures,
      },
    ];
  });
}
