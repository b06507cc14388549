import { sharedLoad } from './router/shared-load.ts';
import { createRoutes } from './routes.tsx';

/**
 * The browser's route table: every page's address and a loader of its chunk. It grows with the
 * site, so it is not part of a page's first load (the page's HTML names its own chunk): it is
 * fetched once the page is idle, or by the first sign of intent or navigation if that comes sooner.
 */
export const routeTable = sharedLoad(async () => createRoutes((await import('virtual:page-routes')).pageRoutes));

/** Fetches the route table when the browser has nothing else to do, so the first link followed needs only its page. */
export function routeTableWhenIdle(): void {
  const fetchTable = () => void routeTable().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(fetchTable, { timeout: 2_000 });
  else setTimeout(fetchTable, 200);
}
