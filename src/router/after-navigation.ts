import type { SiteLocation } from './location.ts';

/** The element a hash names, if the page has it. */
function anchorOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * After a navigation, where a screen reader and the eye continue: at the anchor the address names
 * (scrolled into view and focused), else at the top with the focus on the page's heading.
 */
export function afterNavigation(location: SiteLocation): void {
  const anchor = anchorOf(location.hash);
  if (anchor) {
    anchor.scrollIntoView();
    // Focusable for the script only, so the next Tab continues from here.
    if (!anchor.hasAttribute('tabindex')) anchor.setAttribute('tabindex', '-1');
    anchor.focus({ preventScroll: true });
    return;
  }
  window.scrollTo(0, 0);
  document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });
}
