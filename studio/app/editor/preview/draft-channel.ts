/**
 * The draft's data, handed on the moment an edit makes it, before React draws the editor again:
 * the team studio's preview frame draws it while the form catches up.
 */
export interface DraftChannel {
  /** The newest data that read as YAML, or undefined before the file is open. */
  latest: () => unknown;
  subscribe: (listener: (data: unknown) => void) => () => void;
  publish: (data: unknown) => void;
}

export function draftChannel(): DraftChannel {
  let latest: unknown;
  const listeners = new Set<(data: unknown) => void>();
  return {
    latest: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(data) {
      latest = data;
      for (const listener of listeners) listener(data);
    },
  };
}
