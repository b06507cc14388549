import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { canonicalFor } from '../schema/model/site-model.ts';
import type { StylisPlugin } from '@emotion/cache';
import { createEmotionCache, Providers } from './Providers.tsx';
import { notFoundRoute, openedPageRoute, RouteError } from './routes.tsx';
import { componentOf, routeAt, type SiteRoute } from './router/route-table.ts';
import { SiteRoutes } from './router/SiteRoutes.tsx';
import { Shell } from './layout/Shell.tsx';
import { listeningEvent, pageChunkName } from './boot-contract.ts';
import { prefetchOnIntent } from './prefetch.ts';
import { routeTable } from './page-routes.ts';
import { siteDataIn } from './languages/site-languages.ts';
import { SiteDataProvider } from './site-data.tsx';

/** The page's own address without a trailing slash, as its HTML names it (`/pricing/` -> `/pricing`). */
const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The route of the address the browser opened. A built page names its own chunk and address; the
 * not-found document names none. `undefined` when the address is another spelling of a page and
 * the browser is on its way there.
 */
async function openedRoute(pathname: string, search: string, hash: string): Promise<SiteRoute | undefined> {
  const opened = document.querySelector<HTMLMetaElement>(`meta[name="${pageChunkName}"]`);
  const ownPath = opened?.dataset['path'];
  // A host may serve a page's folder at its address with a slash (and send the address without
  // one there): the page stays where the host put it, or the two would send the visitor back and forth.
  if (opened && ownPath === withoutTrailingSlash(pathname)) return openedPageRoute(ownPath, opened.content);
  // The dev server's pages name no chunk: it has the route table at hand.
  if (import.meta.env.DEV) return routeAt(await routeTable(), pathname);
  // A static host without redirect rules answers another spelling of a page with 404.html (or
  // with the page itself, for another letter case): go to the page's own address.
  const { default: redirects } = await import('virtual:redirects');
  const canonical = canonicalFor(pathname, redirects);
  if (canonical === undefined || canonical === pathname) return notFoundRoute;
  window.location.replace(`${canonical}${search}${hash}`);
  return undefined;
}

/** The style cache's plugins: the mirroring one on a right-to-left page, loaded for it alone. */
async function styleCachePlugins(): Promise<StylisPlugin[]> {
  return document.documentElement.dir === 'rtl' ? [(await import('./languages/rtl-styles.ts')).rtlStyles] : [];
}

async function start(): Promise<void> {
  const { pathname, search, hash } = window.location;
  // Dev server only (builds drop this branch): saved pages re-render without a reload.
  if (import.meta.hot) (await import('./dev/live-pages.tsx')).livePages(await routeTable(), import.meta.hot);
  const route = await openedRoute(pathname, search, hash);
  if (!route) return;
  // The current page's chunk before hydrating, so the first render matches the HTML. If it cannot
  // load, the page stays as prerendered: readable, and its links load pages the plain way.
  // The page's language's settings, menus and words come with it (the page lists their chunk).
  const [siteData, stylePlugins] = await Promise.all([siteDataIn(document.documentElement.lang), styleCachePlugins(), componentOf(route)]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread, and a tap on a part not hydrated yet makes React hydrate that part first.
  // react-router shows each navigation as a transition too: the old page stays until the new one's
  // chunk is in (usually fetched already on the link's first sign of intent).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SiteDataProvider data={siteData}>
          <Providers cache={createEmotionCache(undefined, stylePlugins)}>
            <BrowserRouter>
              <Shell>
                <SiteRoutes opened={{ route, pathname }} table={routeTable} Fallback={RouteError} />
              </Shell>
            </BrowserRouter>
          </Providers>
        </SiteDataProvider>
      </StrictMode>,
    );
  });
  // React listens from here on: taps kept while the code loaded are replayed, and React hydrates
  // the part each one touches first.
  window.dispatchEvent(new Event(listeningEvent));
  // The next page is fetched on a sign of intent, so following a link costs no request. Links
  // are not fetched merely for being in view: that would add to every page's first load.
  prefetchOnIntent();
}

void start();
