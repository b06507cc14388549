import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { hrefOf, locationOf, NavigationContext, RouteViewContext, type NavigateOptions, type Navigation, type RouteView, type SiteLocation } from './location.ts';
import { loadView, matchRoute, type SiteRoute } from './route-table.ts';
import { afterNavigation } from './after-navigation.ts';

interface Shown {
  location: SiteLocation;
  view: RouteView;
  /** Changes when the page area shows another view (not for a jump within the page). */
  viewKey: number;
  /** Changes with every navigation; 0 is the page the browser loaded. */
  seq: number;
}

type HistoryChange = 'push' | 'replace' | 'none';

/**
 * The browser's router. A navigation loads the new route's chunk first (the old page stays until
 * then, and the link's intent usually fetched it already), then changes the address and shows the
 * page in a transition. Back and forward do the same without touching the history. The route
 * table comes from `routes`, asked at each navigation (src/page-routes.ts fetches it once).
 */
export function BrowserRouter({ routes, first, children }: { routes: () => Promise<readonly SiteRoute[]>; first: RouteView; children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({ location: locationOf(window.location), view: first, viewKey: 0, seq: 0 }));
  const current = useRef(shown);
  current.current = shown;
  // Each route's component once loaded, so going back to a page draws the same component again.
  const components = useRef(new Map<SiteRoute, ComponentType>());
  const latest = useRef(0);

  /** What an address shows; a route table or chunk that cannot load is shown as the page's error. */
  const viewAt = useCallback(
    async (pathname: string): Promise<RouteView> => {
      let table: readonly SiteRoute[];
      try {
        table = await routes();
      } catch (error) {
        return { error };
      }
      const route = matchRoute(table, pathname);
      const known = components.current.get(route);
      if (known) return { Component: known };
      const view = await loadView(route);
      if (view.Component) components.current.set(route, view.Component);
      return view;
    },
    [routes],
  );

  const show = useCallback(
    async (to: SiteLocation, history: HistoryChange) => {
      const seq = ++latest.current;
      const now = current.current;
      const samePage = to.pathname === now.location.pathname && to.search === now.location.search && now.view.Component !== undefined;
      const view = samePage ? now.view : await viewAt(to.pathname);
      // A newer navigation started while this one loaded: it wins.
      if (seq !== latest.current) return;
      if (history === 'push') window.history.pushState(null, '', hrefOf(to));
      if (history === 'replace') window.history.replaceState(null, '', hrefOf(to));
      startTransition(() => setShown((before) => ({ location: to, view, viewKey: samePage ? before.viewKey : before.viewKey + 1, seq })));
    },
    [viewAt],
  );

  useEffect(() => {
    const onPop = () => void show(locationOf(window.location), 'none');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);

  const handled = useRef(0);
  useEffect(() => {
    // Once per navigation, never for the page the browser loaded (effects may run twice in development).
    if (shown.seq === handled.current) return;
    handled.current = shown.seq;
    afterNavigation(shown.location);
  }, [shown]);

  const navigate = useCallback<Navigation['navigate']>((to: string, options?: NavigateOptions) => void show(locationOf(new URL(to, window.location.href)), options?.replace ? 'replace' : 'push'), [show]);
  const navigation = useMemo(() => ({ location: shown.location, navigate }), [shown.location, navigate]);
  const routeView = useMemo(() => ({ view: shown.view, key: shown.viewKey }), [shown.view, shown.viewKey]);
  return (
    <NavigationContext value={navigation}>
      <RouteViewContext value={routeView}>{children}</RouteViewContext>
    </NavigationContext>
  );
}
