import { useState } from 'react';
import type { DataPath, Edit } from '../../../document/index.ts';
import { itemOnPath, type FocusRequest } from '../focus/focus.ts';
import { shiftOpen } from './list-edits.ts';

/**
 * Which items of a list are open. All start closed (their headers show their problems). A focus
 * request into an item opens it while rendering, so the field is there when the form focuses it.
 */
export function useOpenItems(listPath: DataPath, focus: FocusRequest | undefined) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  // A list mounted by that very request (inside an item it opened) still answers it.
  const [seen, setSeen] = useState<FocusRequest | undefined>(() => (focus?.settled ? focus : undefined));
  let current = open;
  if (focus !== seen) {
    setSeen(focus);
    const index = itemOnPath(focus, listPath);
    if (index !== undefined && !open.has(index)) {
      current = new Set(open).add(index);
      setOpen(current);
    }
  }
  return {
    isOpen: (index: number) => current.has(index),
    toggle: (index: number) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
    /** Keeps the open items open across an edit of the list; `opened` opens one more (a new item). */
    follow: (edit: Edit, opened?: number) =>
      setOpen((previous) => {
        const next = shiftOpen(previous, edit);
        if (opened !== undefined) next.add(opened);
        return next;
      }),
  };
}
