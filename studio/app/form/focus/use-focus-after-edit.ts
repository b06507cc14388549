import { useEffect, useRef } from 'react';
import { focusWithin } from './focus.ts';

/**
 * Moves the focus once an edit has come back as a new value: after "Move down" the focus stays
 * on the moved item's button, after "Remove" it goes to the next item, not to the page's top.
 * Each candidate id is tried in turn; the first that can take the focus takes it.
 */
export function useFocusAfterEdit(value: unknown): (ids: readonly string[]) => void {
  const pending = useRef<readonly string[] | undefined>(undefined);
  useEffect(() => {
    const ids = pending.current;
    pending.current = undefined;
    if (!ids) return;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && focusWithin(element)) return;
    }
  }, [value]);
  return (ids) => {
    pending.current = ids;
  };
}
