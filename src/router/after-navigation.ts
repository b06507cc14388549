/** The element a hash names, if the page has it. */
function anchorOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

const focusHeading = () => document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });

/**
 * After a navigation, where a screen reader and the eye continue: Back and Forward return to where
 * the visitor left the page (`restore`); a new navigation goes to the anchor its address names
 * (scrolled into view and focused), else to the top. The focus goes to the page's heading.
 */
export function afterNavigation(hash: string, restore: number | undefined): void {
  if (restore !== undefined) {
    window.scrollTo(0, restore);
    focusHeading();
    return;
  }
  const anchor = anchorOf(hash);
  if (anchor) {
    anchor.scrollIntoView();
    // Focusable for the script only, so the next Tab continues from here.
    if (!anchor.hasAttribute('tabindex')) anchor.setAttribute('tabindex', '-1');
    anchor.focus({ preventScroll: true });
    return;
  }
  window.scrollTo(0, 0);
  focusHeading();
}
