import { siteDataLoaders } from 'virtual:site-languages';
import { routeTableAddressIn } from './boot-contract.ts';
import { isBuiltRouteTable, type PageRoute } from './page-module.ts';
import { sharedLoad } from './router/shared-load.ts';
import { createRoutes } from './routes.tsx';

/**
 * Every page's address and a loader of its chunk. A build writes the table as a file of its own
 * at a fixed address, checked for changes on every visit (scripts/build/route-table.ts), not as a
 * hashed chunk the site's code names: so a page whose text changed gets a new chunk and a new table,
 * and the code and the HTML of every other page stay as they were. A table written for other code
 * (a release made since this page was opened) is refused: its pages would load a second copy of it.
 */
async function pageRoutes(): Promise<PageRoute[]> {
  if (import.meta.env.DEV) return (await import('virtual:page-routes')).pageRoutes;
  // The document's language's table: the site's own language is the first the site lists.
  const address = routeTableAddressIn(document.documentElement.lang, Object.keys(siteDataLoaders)[0] ?? '');
  const table: unknown = await import(/* @vite-ignore */ address);
  if (!isBuiltRouteTable(table)) throw new Error(`${address} is not the site's route table.`);
  if (table.code !== new URL(import.meta.url).pathname) throw new Error('The site was updated since this page was opened: reload it.');
  return table.pageRoutes;
}

/**
 * The browser's route table. It grows with the site, so it is not part of a page's first load (the
 * page's HTML names its own chunk), nor fetched merely because the page went idle: a visitor who
 * reads one page and leaves never downloads it. The first sign of intent on a link (a pointer over
 * it, a finger on it, the keyboard's focus: src/prefetch.ts) fetches it with the link's page, or
 * the first navigation does.
 */
export const routeTable = sharedLoad(async () => createRoutes(await pageRoutes()));
