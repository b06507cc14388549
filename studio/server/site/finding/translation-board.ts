import type { Content } from '../../../../schema/content/content.ts';
import { translatedLanguages } from '../../../../schema/model/languages.ts';
import type { PagesResponse, TranslationCell, TranslationsResponse } from '../../../api/contract/studio-api.ts';

/**
 * A page's translation in each language the site is translated into, with its state: `file` is a
 * page of the site's own language as the studio names it (`pages/industries/retail.yaml`). `times`:
 * when each file last changed (`change-times.ts`, paths from the pages folder); without them a
 * translation with no errors is `translated`, neither up to date nor out of date.
 */
export function translationCells(content: Content, times: ReadonlyMap<string, number> | undefined): (file: string) => TranslationCell[] {
  const languages = translatedLanguages(content.site);
  const errors = new Map<string, number>();
  for (const problem of content.problems) if (problem.severity === 'error') errors.set(problem.file, (errors.get(problem.file) ?? 0) + 1);
  const fromPages = (file: string) => file.replace(/^pages\//, '');
  const cell = (file: string, language: string): TranslationCell => {
    const translation = `pages/${language}/${fromPages(file)}`;
    const problems = errors.get(translation) ?? 0;
    if (!content.files.includes(translation)) return { language, file: translation, state: 'missing', problems };
    if (problems > 0) return { language, file: translation, state: 'to-translate', problems };
    const pageTime = times?.get(fromPages(file));
    const translationTime = times?.get(fromPages(translation));
    if (pageTime === undefined || translationTime === undefined) return { language, file: translation, state: 'translated', problems };
    return { language, file: translation, state: pageTime > translationTime ? 'out-of-date' : 'up-to-date', problems };
  };
  return (file) => languages.map(({ code }) => cell(file, code));
}

/** The translations board: every page of the site's own language (as the page list names them, the site settings last) × every language it is translated into. */
export function translationBoard(
  content: Content,
  list: PagesResponse,
  times: ReadonlyMap<string, number> | undefined,
): TranslationsResponse {
  const languages = translatedLanguages(content.site);
  const cellsOf = translationCells(content, times);
  return {
    languages: languages.map(({ code, name }) => ({ code, name })),
    pages: languages.length === 0 ? [] : list.pages.map((page) => ({ file: page.path, title: page.title, cells: cellsOf(page.path) })),
  };
}
