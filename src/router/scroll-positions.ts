/**
 * Where the visitor was on each history entry of the site, by react-router's `location.key`, so
 * Back and Forward return there. The browser's own restoring is off while the site's code runs: it
 * would scroll before the page of that entry is on screen.
 */
const storageKey = 'site:scroll-positions';
const positions = new Map<string, number>();
let current = '';

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

let storedRead = false;

/**
 * The positions an earlier document of this tab left, read at the first return to an entry, not
 * when the site's code starts: the first read of the tab's storage waits on the browser (3-17 ms
 * measured), and at start it lengthened a task of the page's hydration. Positions kept since then
 * are newer and stay.
 */
function readStoredOnce(): void {
  if (storedRead) return;
  storedRead = true;
  for (const [entry, y] of readStored()) if (!positions.has(entry)) positions.set(entry, y);
}

/** Starts keeping positions; `key` is the entry shown now. */
export function keepScrollPositions(key: string): void {
  current = key;
  // Where the visitor already is: a page scrolled while its code loaded has seen no scroll event yet.
  positions.set(key, window.scrollY);
  history.scrollRestoration = 'manual';
  window.addEventListener('scroll', () => positions.set(current, window.scrollY), { passive: true });
  // Leaving the document: the browser restores a reload or a return from another site itself, and
  // the positions of the site's other entries outlive the document for the rest of the tab's life.
  window.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
    readStoredOnce();
    try {
      sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
    } catch {
      // Storage full or refused: Back after a reload goes to the top instead.
    }
  });
  window.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
}

/** The entry shown from now on, and where it was left, if it was shown before. */
export function enterEntry(key: string): number | undefined {
  readStoredOnce();
  current = key;
  return positions.get(key);
}
