import { Suspense, useEffect, type ReactNode } from 'react';

/** Boundaries on the page and how many have hydrated, for the document's `data-hydrated` mark. */
const count = { boundaries: 0, hydrated: 0, rootCommitted: false };

function markWhenAllHydrated(): void {
  if (count.rootCommitted && count.hydrated >= count.boundaries) document.documentElement.dataset['hydrated'] = 'true';
}

/** Inside the boundary: its effect runs once the boundary's part of the page has hydrated. */
function Hydrated() {
  useEffect(() => {
    count.hydrated += 1;
    markWhenAllHydrated();
    return () => {
      count.hydrated -= 1;
    };
  }, []);
  return null;
}

/**
 * A part of the page React hydrates on its own (a Suspense boundary): the page's frame hydrates
 * first and each part after it, yielding to the browser in between, and a tap on a part not
 * hydrated yet makes React hydrate that part at once, ahead of the others. Nothing here suspends;
 * the boundary only divides the work.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  useEffect(() => {
    count.boundaries += 1;
    return () => {
      count.boundaries -= 1;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated />
    </Suspense>
  );
}

/**
 * Marks the document with `data-hydrated="true"` once React has taken over the whole prerendered
 * page: the frame and every boundary in it (tests and monitoring wait on it). Called by the frame,
 * whose effect runs after those of the boundaries it holds.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    count.rootCommitted = true;
    markWhenAllHydrated();
  }, []);
}
