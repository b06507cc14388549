import { useEffect, useEffectEvent, useState } from 'react';

/** An answer asked for what the person types: nothing to ask yet, on its way, here, or refused (in the API's words). */
export type Typed<T> = { state: 'idle' } | { state: 'asking' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/**
 * Asks once the person pauses typing (`pauseMs`), one request per pause rather than per key, and
 * only the last one's answer counts. `key` names what is asked (the words typed, a retry's count);
 * without `ask` there is nothing to ask and the answer is idle, whatever came before.
 */
export function useAfterTyping<T>(key: string, ask: (() => Promise<T>) | undefined, pauseMs: number): Typed<T> {
  const [answer, setAnswer] = useState<{ key: string; typed: Typed<T> }>({ key: '', typed: { state: 'idle' } });
  const asking = ask !== undefined;
  const askNow = useEffectEvent(() => ask?.() ?? Promise.reject(new Error('nothing to ask')));
  useEffect(() => {
    if (!asking) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setAnswer({ key, typed: { state: 'asking' } });
      askNow().then(
        (data) => current && setAnswer({ key, typed: { state: 'ready', data } }),
        (error: unknown) =>
          current && setAnswer({ key, typed: { state: 'failed', message: error instanceof Error ? error.message : String(error) } }),
      );
    }, pauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, asking, pauseMs]);
  if (!asking) return { state: 'idle' };
  // An answer for other words than those typed now stays on the screen until the new one comes.
  return answer.typed;
}
