import { useEffect, useRef, useState } from 'react';
import { focusWithin } from '../focus/focus.ts';

/** Focuses the element with this id, or the first control inside it. */
export function focusById(id: string): void {
  const element = document.getElementById(id);
  if (element) focusWithin(element);
}

/**
 * A dialog's or menu's open state. Closing says where the focus goes next (the field's input after
 * a choice, the button that opened it after Escape); it moves once the popup has let go of it.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const after = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (open) return;
    const next = after.current;
    after.current = undefined;
    next?.();
  }, [open]);
  return {
    open,
    show: () => setOpen(true),
    close: (then?: () => void) => {
      after.current = then;
      setOpen(false);
    },
  };
}
