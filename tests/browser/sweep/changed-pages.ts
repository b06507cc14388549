/**
 * Which pages the sweep visits. By default every page; the GitHub workflow's content job sets
 * CHANGED_PAGES to the files a push changed under pages/ and public/ (separated by spaces or
 * line breaks), and the sweep then visits those pages' routes and the not-found page alone.
 */
import { loadContent } from '../../../schema/content/content.ts';
import { projectRoot } from '../../helpers/fixture-site.ts';

/**
 * The routes to visit, or `undefined` for every page: a change to the site settings (menus, footer, colours on every
 * page), to a picture or other file under public/, or a page file no longer there (other pages' links to it) can
 * touch any page.
 */
export function changedRoutes(changed: string | undefined): Set<string> | undefined {
  const files = (changed ?? '').split(/\s+/).filter((file) => file !== '');
  if (files.length === 0) return undefined;
  const pages = new Map(loadContent({ root: projectRoot }).pages.map(({ file, page }) => [file, page.path]));
  const routes = new Set<string>();
  for (const file of files) {
    const route = pages.get(file);
    if (route === undefined) return undefined;
    routes.add(route);
  }
  return routes;
}
