/** How to start again each load that failed, until the next navigation or sign of intent asks. */
const failed = new Set<() => void>();

/**
 * One load shared by every caller. A failure is kept, not tried again at once: React renders a
 * suspended part again, and would start a new load each time; the next navigation or sign of
 * intent (`retryFailedLoads`) starts it again.
 */
export function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | undefined;
  return () =>
    (shared ??= load().catch((error: unknown) => {
      failed.add(() => (shared = undefined));
      throw error;
    }));
}

/** The loads that failed start again when next asked for. */
export function retryFailedLoads(): void {
  for (const retry of failed) retry();
  failed.clear();
}
