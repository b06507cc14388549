import { newSecret } from '../database/tokens.ts';
import { minute, type Clock } from '../database/clock.ts';

/** How long a passkey prompt may stay open. */
const lifetime = 5 * minute;

/**
 * The most prompts kept open at once. Anyone may ask for one (signing in needs no account yet), so
 * without a bound a flood of asks would fill the server's memory; past it the oldest is dropped,
 * and its person is asked to try again.
 */
export const openCeremoniesLimit = 1000;

/**
 * The WebAuthn challenges handed out and not yet answered, by a random id the page sends back.
 * Each is taken once; they live in memory (a restart asks the person to try again).
 */
export function ceremonies<T>(now: Clock) {
  const open = new Map<string, { value: T; expires: number }>();
  function start(value: T): string {
    for (const [id, entry] of open) if (entry.expires <= now()) open.delete(id);
    // A Map keeps its entries in the order they were made: the first is the oldest.
    for (const [oldest] of open) {
      if (open.size < openCeremoniesLimit) break;
      open.delete(oldest);
    }
    const id = newSecret();
    open.set(id, { value, expires: now() + lifetime });
    return id;
  }
  function take(id: string): T | undefined {
    const entry = open.get(id);
    open.delete(id);
    return entry !== undefined && entry.expires > now() ? entry.value : undefined;
  }
  /** How many prompts are open now. */
  const count = (): number => open.size;
  return { start, take, count };
}
