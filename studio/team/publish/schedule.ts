/** How often the server looks for scheduled publishes whose time has come. */
export const scheduleCheckMs = 30_000;

/**
 * The timer of scheduled publishes: it runs `publishDue` now (so what fell due while the server
 * was stopped is published on start) and then every `everyMs`, never two runs at once.
 */
export function publishSchedule(publishDue: () => Promise<void>, everyMs = scheduleCheckMs) {
  let running: Promise<void> | undefined;
  let again = false;
  /** Runs the schedule; the promise ends with this run (or the one under way, which then runs again). */
  const run = (): Promise<void> => {
    if (running !== undefined) {
      again = true;
      return running;
    }
    const current = publishDue()
      .catch((error: unknown) => {
        console.error(error);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void run();
        }
      });
    running = current;
    return current;
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    run,
    /** Stops the timer and waits for a run under way. */
    stop: async () => {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
