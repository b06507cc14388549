import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { afterNavigation } from './after-navigation.ts';
import { enterEntry, keepScrollPositions } from './scroll-positions.ts';
import { retryFailedLoads } from './shared-load.ts';

/**
 * What react-router's declarative mode leaves to the site: after each navigation, the scroll
 * position (kept per history entry for Back and Forward), the focus, and another chance for loads
 * that failed. A layout effect, so the new page never paints at the old position first.
 */
export function AfterNavigation() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    // Once per navigation, never for the page the browser loaded (effects may run twice in development).
    if (shown.current === key) return;
    const first = shown.current === undefined;
    shown.current = key;
    // A chunk that failed for the page now shown is fetched again by the next navigation.
    retryFailedLoads();
    if (first) return keepScrollPositions(key);
    const left = enterEntry(key);
    afterNavigation(hash, type === NavigationType.Pop ? left : undefined);
  }, [key, hash, type]);
  return null;
}
