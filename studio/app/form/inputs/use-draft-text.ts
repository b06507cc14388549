import { useState } from 'react';

interface DraftState {
  /** What the input shows. */
  draft: string;
  /** The value last given from outside. */
  base: string;
  /** Values sent as edits and not yet come back as `value`, oldest first. */
  sent: readonly string[];
}

/**
 * The text an input shows while the author types. Each change is sent at once, but the input
 * keeps its own draft, so an edit that comes back late (the caller may wait before applying)
 * never drops characters or moves the caret. A `value` that is not one this input sent (an undo,
 * a reload, another item moved into this place) replaces the draft.
 */
export function useDraftText(value: string): [draft: string, change: (text: string, sentAs?: string) => void] {
  const [state, setState] = useState<DraftState>({ draft: value, base: value, sent: [] });
  let current = state;
  if (value !== state.base) {
    const index = state.sent.indexOf(value);
    current =
      index === -1 ? { draft: value, base: value, sent: [] } : { draft: state.draft, base: value, sent: state.sent.slice(index + 1) };
    // Adjusting state while rendering (React's pattern for props that change): no extra paint.
    setState(current);
  }
  /** `sentAs` is the value as sent (a number's text), or undefined when nothing was sent. */
  const change = (text: string, sentAs?: string) =>
    setState((previous) => ({ ...previous, draft: text, sent: sentAs === undefined ? previous.sent : [...previous.sent, sentAs] }));
  return [current.draft, change];
}
