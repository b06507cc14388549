import { routeTable } from './page-routes.ts';
import { componentOf, routeAt } from './router/route-table.ts';
import { retryFailedLoads } from './router/shared-load.ts';

/** The addresses whose page is fetched or being fetched. */
const started = new Set<string>();

/**
 * Fetches the page a link leads to (its data, section components and icons), so that following
 * the link needs no request: the route's page is then already loaded, and shows at once. The
 * first sign of intent also fetches the route table, if the page was not idle long enough yet.
 */
async function prefetchLink(link: HTMLAnchorElement): Promise<void> {
  const path = link.pathname;
  if (link.origin !== window.location.origin || started.has(path)) return;
  started.add(path);
  retryFailedLoads();
  try {
    const route = routeAt(await routeTable(), path);
    // Only pages: an unknown address has nothing worth fetching ahead.
    if (route.path === '*') return;
    await componentOf(route);
  } catch {
    // A failed fetch is tried again on the next sign of intent, or by the navigation itself.
    started.delete(path);
  }
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | undefined => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? link : undefined;
};

/** A pointer over a link, a finger on it or the keyboard focus on it starts fetching its page. */
export function prefetchOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link) void prefetchLink(link);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
