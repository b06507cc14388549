import { useEffect, useState, useSyncExternalStore } from 'react';
import { focusWithin } from '../form/focus.ts';

/** A field asked to show its input and take the focus, with a note to show under it. */
interface OpenRequest {
  note: string | undefined;
  at: number;
}

/** A request older than this is stale: its field never showed (the edit was not applied). */
const maxWait = 10_000;

const requests = new Map<string, OpenRequest>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Asks the field with this id to open and take the focus once it shows, which may be after the
 * edit that adds it comes back: the alt text after a picture is chosen.
 */
export function askToOpen(id: string, note?: string): void {
  requests.set(id, { note, at: Date.now() });
  notify();
}

/** For a field's frame: the request to open it (kept while it shows), which focuses its input once. */
export function useAskedToOpen(id: string): { note: string | undefined } | undefined {
  const asked = useSyncExternalStore(subscribe, () => requests.get(id));
  const [held, setHeld] = useState<OpenRequest>();
  const fresh = asked && Date.now() - asked.at <= maxWait ? asked : undefined;
  useEffect(() => {
    if (!asked) return;
    requests.delete(id);
    notify();
    if (!fresh) return;
    setHeld(fresh);
    const element = document.getElementById(id);
    if (element) focusWithin(element, true);
  }, [asked, id]);
  return fresh ?? held;
}
