import type { SiteRoute } from './router/route-table.ts';
import { createRoutes } from './routes.tsx';

let table: Promise<SiteRoute[]> | undefined;

/**
 * The browser's route table: every page's address and a loader of its chunk. It grows with the
 * site, so it is not part of a page's first load (the page's HTML names its own chunk): it is
 * fetched once the page is idle, or by the first sign of intent or navigation if that comes sooner.
 */
export function routeTable(): Promise<SiteRoute[]> {
  table ??= import('virtual:page-routes').then(
    ({ pageRoutes }) => createRoutes(pageRoutes),
    (error: unknown) => {
      // Asked again by the next navigation or sign of intent.
      table = undefined;
      throw error;
    },
  );
  return table;
}

/** Fetches the route table when the browser has nothing else to do, so the first link followed needs only its page. */
export function routeTableWhenIdle(): void {
  const fetchTable = () => void routeTable().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(fetchTable, { timeout: 2_000 });
  else setTimeout(fetchTable, 200);
}
