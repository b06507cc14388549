import type { DataPath } from '../../../document/index.ts';
import { fieldId, isUnder } from '../paths.ts';

/**
 * One request to reveal and focus a field. A new `focusPath` makes a new request; lists open the
 * items on its way while they render. `settled` is set once the field has focus, so that lists
 * mounted later do not open again for an old request.
 */
export interface FocusRequest {
  readonly path: DataPath;
  settled: boolean;
}

/** The position of the item of the list at `listPath` that the request leads into, if any. */
export function itemOnPath(request: FocusRequest | undefined, listPath: DataPath): number | undefined {
  if (!request || !isUnder(request.path, listPath)) return undefined;
  const key = request.path[listPath.length];
  const index = typeof key === 'number' ? key : Number(key);
  return key !== undefined && Number.isInteger(index) && index >= 0 ? index : undefined;
}

const focusable =
  'input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]), textarea:not([disabled]):not([aria-hidden="true"]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to and focuses the field at `path` inside `container`: its input, or the first control
 * of a group (the chosen option of a set of choices). A path the form does not show falls back to
 * the nearest field above it that it does show.
 */
export function focusField(container: HTMLElement, path: DataPath, formPath: DataPath): boolean {
  for (let length = path.length; length >= formPath.length; length -= 1) {
    const prefix = path.slice(0, length);
    if (!isUnder(prefix, formPath)) break;
    const element = container.querySelector<HTMLElement>(`[id="${fieldId(prefix)}"]`);
    if (element && focusWithin(element, true)) return true;
  }
  return false;
}

/**
 * Focuses an element, or the first control inside it (the chosen option of a set of choices).
 * An element made focusable only for this (tabindex -1), such as a fixed value, is the last resort.
 */
export function focusWithin(element: HTMLElement, scroll = false): boolean {
  if (element.matches(':disabled')) return false;
  const target = element.matches(focusable)
    ? element
    : (element.querySelector<HTMLElement>('input[type="radio"]:checked:not([disabled])') ??
      element.querySelector<HTMLElement>(focusable) ??
      (element.hasAttribute('tabindex') ? element : null));
  if (!target) return false;
  // jsdom and old browsers have no scrollIntoView.
  if (scroll && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: scroll });
  return true;
}
