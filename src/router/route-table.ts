import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { sharedLoad } from './shared-load.ts';

/** One entry of the site's route table (src/routes.tsx), in react-router's terms. */
export interface SiteRoute {
  id: string;
  /** The page's address, letter case included; `*` for the fallback (not found). */
  path: string;
  caseSensitive: true;
  /** Loads what the route shows: routes are code-split, each in its own chunk. */
  load: () => Promise<ComponentType>;
}

/** The route react-router picks for an address: a page, else the fallback. */
export function routeAt(routes: readonly SiteRoute[], pathname: string): SiteRoute {
  const route = matchRoutes([...routes], pathname)?.[0]?.route;
  if (!route) throw new Error('The route table has no fallback route.');
  return route;
}

/** Each route's component once loaded, and its shared load, by loader: a page is fetched once. */
const loaded = new WeakMap<SiteRoute['load'], ComponentType>();
const loads = new WeakMap<SiteRoute['load'], () => Promise<ComponentType>>();

/** The route's component if it has loaded, so showing it again does not wait for a promise. */
export const loadedComponent = (route: SiteRoute): ComponentType | undefined => loaded.get(route.load);

/** Loads the route's component once (src/router/shared-load.ts says when a failed load starts again). */
export function componentOf(route: SiteRoute): Promise<ComponentType> {
  let load = loads.get(route.load);
  if (!load) {
    load = sharedLoad(async () => {
      const component = await route.load();
      loaded.set(route.load, component);
      return component;
    });
    loads.set(route.load, load);
  }
  return load();
}
