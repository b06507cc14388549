/**
 * A map that keeps only the `limit` entries used last: for answers worked out from content that
 * never changes under its key (a text's parsed data, the tree of two commits), asked again soon.
 */
export function recentValues<T>(limit: number) {
  // Boxed, so a value that is itself undefined is told apart from no entry.
  const entries = new Map<string, { value: T }>();
  const keep = (key: string, entry: { value: T }) => {
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= limit) break;
      entries.delete(oldest);
    }
  };
  return {
    /** The entry kept under `key` (now the one used last), or undefined when there is none. */
    get(key: string): { value: T } | undefined {
      const entry = entries.get(key);
      if (entry !== undefined) keep(key, entry);
      return entry;
    },
    set: (key: string, value: T): void => keep(key, { value }),
  };
}
