import { createContext, useContext, type ComponentType } from 'react';

/** Where the visitor is: the parts of the address the site reads. */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (a redirect). */
  replace?: boolean;
}

export interface Navigation {
  location: SiteLocation;
  /** Shows another page of the site; `to` is a path, with a query or a hash if wanted. */
  navigate: (to: string, options?: NavigateOptions) => void;
}

/** What the page area shows: the route's component, or the error that kept it from showing. */
export type RouteView = { Component: ComponentType; error?: undefined } | { Component?: undefined; error: unknown };

/** The location's parts, from the browser's address or a parsed URL. */
export function locationOf(url: { pathname: string; search: string; hash: string }): SiteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The address as a path with its query and hash, as links and the history hold it. */
export const hrefOf = ({ pathname, search, hash }: SiteLocation): string => `${pathname}${search}${hash}`;

/** Outside a router (a section rendered alone in a test): the home page, and links load like plain links. */
const standalone: Navigation = { location: { pathname: '/', search: '', hash: '' }, navigate: (to) => window.location.assign(to) };

export const NavigationContext = createContext<Navigation>(standalone);

/** The page area's content and a number that changes with every navigation (it resets the error boundary). */
export const RouteViewContext = createContext<{ view: RouteView; key: number } | undefined>(undefined);

/** The current location; components re-render when it changes. */
export const useLocation = (): SiteLocation => useContext(NavigationContext).location;

/** The function that follows a link inside the site without loading a new document. */
export const useNavigate = (): Navigation['navigate'] => useContext(NavigationContext).navigate;
