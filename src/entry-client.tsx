import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { canonicalFor } from '../schema/model/site-model.ts';
import { createEmotionCache, Providers } from './Providers.tsx';
import { createRoutes } from './routes.tsx';
import { BrowserRouter } from './router/BrowserRouter.tsx';
import { loadView, matchRoute } from './router/route-table.ts';
import { Shell } from './layout/Shell.tsx';
import { siteData } from './site-data.ts';
import { listeningEvent } from './boot-contract.ts';
import { prefetchOnIntent } from './prefetch.ts';

async function start(): Promise<void> {
  const { pathname, search, hash } = window.location;
  // On a static host without redirect rules, another spelling of a page lands here (404.html): go to its page.
  if (!siteData.routes.some((route) => route.path === pathname)) {
    const { default: redirects } = await import('virtual:redirects');
    const canonical = canonicalFor(pathname, redirects);
    if (canonical !== undefined && canonical !== pathname) {
      window.location.replace(`${canonical}${search}${hash}`);
      return;
    }
  }
  const routes = createRoutes();
  // Dev server only (builds drop this branch): saved pages re-render without a reload.
  if (import.meta.hot) (await import('./dev/live-pages.tsx')).livePages(routes, import.meta.hot);
  // The current page's chunk before hydrating, so the first render matches the HTML. If it cannot
  // load, the page stays as prerendered: readable, and its links load pages the plain way.
  const first = await loadView(matchRoute(routes, pathname));
  if (!first.Component) throw first.error;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread, and a tap on a part not hydrated yet makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Providers cache={createEmotionCache()}>
          <BrowserRouter routes={routes} first={first}>
            <Shell />
          </BrowserRouter>
        </Providers>
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
