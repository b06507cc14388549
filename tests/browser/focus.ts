import type { Page } from 'playwright-core';

/** The part of the page that holds a focused element, in the order a keyboard user meets them. */
export const regions = ['skip link', 'header', 'main', 'footer'] as const;
export type Region = (typeof regions)[number] | 'elsewhere';

/** Where a region comes in the expected order; -1 for focus outside every region. */
export const rankOf = (region: Region): number => regions.findIndex((entry) => entry === region);

/** What has keyboard focus: what it is, where it is, and whether the user can see it. */
export interface FocusState {
  label: string;
  region: Region;
  /** An outline of at least 2 px shows (WCAG 2.4.7). */
  outlined: boolean;
  /** Something else, such as the sticky header, is on top of it (WCAG 2.4.11). */
  underHeader: boolean;
  expanded: string | null;
  role: string | null;
  href: string | null;
  inHeader: boolean;
}

/** The focused element's state, or null when focus is on the document itself. */
export function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate((): FocusState | null => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
    const region: Region = element.matches('a[href="#main"]')
      ? 'skip link'
      : element.closest('header')
        ? 'header'
        : element.closest('main')
          ? 'main'
          : element.closest('footer')
            ? 'footer'
            : 'elsewhere';
    return {
      label: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40)}`,
      region,
      outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      underHeader: top !== null && top !== element && !element.contains(top),
      expanded: element.getAttribute('aria-expanded'),
      role: element.getAttribute('role'),
      href: element.getAttribute('href'),
      inHeader: element.closest('header') !== null,
    };
  });
}

/** Why a focused element cannot be seen, or undefined when it can. */
export function hiddenFocus(state: FocusState): string | undefined {
  if (!state.outlined) return `${state.label}: no visible outline`;
  if (state.underHeader) return `${state.label}: under the header`;
  return undefined;
}

/** How long a frame that drops focus while it loads may take to hand it back. */
const focusSettleMs = 500;

/**
 * The focus state once focus is back on an element, or null if it stays on the document: a busy
 * browser moves focus past a loading frame a moment after the key press, not at once.
 */
async function settledFocus(page: Page): Promise<FocusState | null> {
  const back = await page
    .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, {
      timeout: focusSettleMs,
      polling: 'raf',
    })
    .then(() => true)
    .catch(() => false);
  return back ? focusState(page) : null;
}

/**
 * Presses Tab from the top of the page and returns every stop in order, until focus leaves the
 * page, comes round again, or (with `until`) reaches the first stop in that region.
 */
export async function tabThrough(page: Page, options: { until?: Region; limit?: number } = {}): Promise<FocusState[]> {
  const stops: FocusState[] = [];
  let lost = false;
  for (let step = 0; step < (options.limit ?? 300); step += 1) {
    await page.keyboard.press('Tab');
    const state = (await focusState(page)) ?? (await settledFocus(page));
    // A frame that starts loading as Tab reaches it (the lazy enquiry form) can drop focus to the
    // document; the next Tab goes on from there. Two in a row: focus has left the page.
    if (state === null) {
      if (lost || stops.length === 0) break;
      lost = true;
      continue;
    }
    lost = false;
    if (stops.length > 0 && state.region === 'skip link') break;
    stops.push(state);
    if (state.region === options.until) break;
  }
  return stops;
}
