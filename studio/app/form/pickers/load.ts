import { useEffect, useEffectEvent, useState } from 'react';
import { ApiRefusal } from '../../api.ts';

/** An answer of the studio's API as a screen shows it: on its way, refused (with why), or here. */
export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

export const loading: Loaded<never> = { state: 'loading' };

/** Why a request failed, in plain words: the API's own message, or that the dev server did not answer. */
export function errorWords(error: unknown): string {
  if (error instanceof ApiRefusal) return error.message;
  return 'The studio could not reach the dev server. Is npm run dev still running?';
}

/**
 * Asks once per `key` (and again on `retry`). `last` keeps the last answer that came, so a list
 * can stay on screen while the next one loads.
 */
export function useRequest<T>(key: string, ask: () => Promise<T>): { result: Loaded<T>; last: T | undefined; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ tag: string; result: Loaded<T> }>();
  const [last, setLast] = useState<T>();
  const tag = `${attempt}:${key}`;
  // Only a new key or a retry asks again; `ask` is the same question each render.
  const askNow = useEffectEvent(ask);
  useEffect(() => {
    let live = true;
    askNow().then(
      (data) => {
        if (!live) return;
        setAnswer({ tag, result: { state: 'ready', data } });
        setLast(data);
      },
      (error: unknown) => {
        if (live) setAnswer({ tag, result: { state: 'failed', message: errorWords(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [tag]);
  return { result: answer?.tag === tag ? answer.result : loading, last, retry: () => setAttempt((count) => count + 1) };
}
