import { useRef } from 'react';

/** Where a token goes into `text`: the selection it replaces, and the caret after it. */
export function insertToken(text: string, start: number, end: number, token: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const word = `{${token}}`;
  return { text: text.slice(0, from) + word + text.slice(to), caret: from + word.length };
}

/**
 * A text box's caret, for putting a word in at it: the selection as the author left it, or the
 * end of the text when the author has not been in the box yet.
 */
export function useCaret() {
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const visited = useRef(false);
  return {
    input,
    onFocus: () => {
      visited.current = true;
    },
    selection: (text: string): [number, number] => {
      const element = input.current;
      if (!element || !visited.current) return [text.length, text.length];
      return [element.selectionStart ?? text.length, element.selectionEnd ?? text.length];
    },
    /** Back into the box, with the caret at `at`. */
    restore: (at: number) => {
      const element = input.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(at, at);
    },
  };
}

export type Caret = ReturnType<typeof useCaret>;
