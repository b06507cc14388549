/**
 * Which pages the sweep visits. By default every page; the GitHub workflow's content job sets
 * CHANGED_PAGES to the files a push changed under pages/ and public/ (separated by spaces or
 * line breaks), and the sweep then visits those pages' routes and the not-found page alone.
 */
import { loadContent } from '../../../schema/content/content.ts';
import { pathIn } from '../../../schema/model/languages.ts';
import { projectRoot } from '../../helpers/fixture-site.ts';

/**
 * The routes to visit, or `undefined` for every page: a change to the site settings or a language's (menus, footer,
 * colours on every page), to a picture or other file under public/, or a page file no longer there (other pages' links to it) can
 * touch any page.
 */
export function changedRoutes(changed: string | undefined): Set<string> | undefined {
  const files = (changed ?? '').split(/\s+/).filter((file) => file !== '');
  if (files.length === 0) return undefined;
  const content = loadContent({ root: projectRoot });
  // A translation is served at its page's address in its language's folder (/es/retail).
  const pages = new Map([
    ...content.pages.map(({ file, page }): [string, string] => [file, page.path]),
    ...content.translated.pages.map(({ file, page, translates }): [string, string] => [file, pathIn(translates.language, page.path)]),
  ]);
  const routes = new Set<string>();
  for (const file of files) {
    const route = pages.get(file);
    if (route === undefined) return undefined;
    routes.add(route);
  }
  return routes;
}
