import type { ReactNode } from 'react';
import { NavigationContext, RouteViewContext, type Navigation, type RouteView, type SiteLocation } from './location.ts';

/** The prerender's router: one fixed address and its page; nothing navigates. */
export function StaticRouter({ location, view, children }: { location: SiteLocation; view: RouteView; children: ReactNode }) {
  const navigation: Navigation = {
    location,
    navigate: () => {
      throw new Error('The prerender cannot navigate.');
    },
  };
  return (
    <NavigationContext value={navigation}>
      <RouteViewContext value={{ view, key: 0 }}>{children}</RouteViewContext>
    </NavigationContext>
  );
}
