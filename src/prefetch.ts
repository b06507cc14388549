import { pageLoaders } from 'virtual:page-loaders';
import { siteData } from './site-data.ts';

/** A page's id by its address: a link's path names the chunk to fetch. */
const idByPath = new Map(siteData.routes.map((route) => [route.path, route.id]));
const started = new Set<string>();

/**
 * Fetches the page a link leads to (its data, section components and icons), so that following
 * the link needs no request: the router's route imports the same module, already loaded.
 */
function prefetchLink(link: HTMLAnchorElement): void {
  if (link.origin !== window.location.origin) return;
  const id = idByPath.get(link.pathname);
  const load = id === undefined ? undefined : pageLoaders[id];
  if (id === undefined || load === undefined || started.has(id)) return;
  started.add(id);
  // A failed fetch is tried again on the next sign of intent, or by the navigation itself.
  load().catch(() => started.delete(id));
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | undefined => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? link : undefined;
};

/** A pointer over a link, a finger on it or the keyboard focus on it starts fetching its page. */
export function prefetchOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link) prefetchLink(link);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
