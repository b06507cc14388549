import { useEffect, useState, useSyncExternalStore } from 'react';
import { focusWithin } from './focus.ts';

/** A field asked to show its input and take the focus, with a note to show under it. */
interface OpenRequest {
  note: string | undefined;
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
  const request: OpenRequest = { note };
  requests.set(id, request);
  notify();
  // A request still waiting then is stale: its field never showed.
  setTimeout(() => {
    if (requests.get(id) !== request) return;
    requests.delete(id);
    notify();
  }, maxWait);
}

/** For a field's frame: the request to open it (kept while it shows), which focuses its input once. */
export function useAskedToOpen(id: string): { note: string | undefined } | undefined {
  const asked = useSyncExternalStore(subscribe, () => requests.get(id));
  // The request is kept once taken, so the field stays open after the store lets it go.
  const [held, setHeld] = useState<OpenRequest>();
  if (asked && asked !== held) setHeld(asked);
  useEffect(() => {
    if (!asked) return;
    requests.delete(id);
    notify();
    const element = document.getElementById(id);
    if (element) focusWithin(element, true);
  }, [asked, id]);
  return asked ?? held;
}
