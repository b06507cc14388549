import type { ComponentType } from 'react';

/** One entry of the site's route table (src/routes.tsx). */
export interface SiteRoute {
  id: string;
  /** The exact address, letter case included; the fallback route (not found) has none. */
  path?: string;
  /** Loads what the route shows: routes are code-split, each in its own chunk. */
  load: () => Promise<ComponentType>;
}

/** The route for an address: the one with that exact path, else the fallback. */
export function matchRoute(routes: readonly SiteRoute[], pathname: string): SiteRoute {
  const route = routes.find((entry) => entry.path === pathname) ?? routes.find((entry) => entry.path === undefined);
  if (!route) throw new Error('The route table has no fallback route.');
  return route;
}

/** Loads a route's component, or answers the error that kept it from loading. */
export async function loadView(route: SiteRoute): Promise<{ Component: ComponentType; error?: undefined } | { Component?: undefined; error: unknown }> {
  try {
    return { Component: await route.load() };
  } catch (error) {
    return { error };
  }
}
