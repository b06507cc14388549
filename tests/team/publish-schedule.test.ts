import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { publishSchedule } from '../../studio/team/publish/schedule.ts';

describe('the timer of scheduled publishes', () => {
  it('runs when asked and then on its interval, never two runs at once, and stops', async () => {
    let runs = 0;
    let overlapping = 0;
    let active = 0;
    const publishDue = async () => {
      active += 1;
      if (active > 1) overlapping += 1;
      runs += 1;
      await sleep(30);
      active -= 1;
    };
    const schedule = publishSchedule(publishDue, 50);
    // Asked three times while the first run is under way: one run now, and one more after it.
    const first = schedule.run();
    void schedule.run();
    void schedule.run();
    await first;
    await sleep(10);
    expect(runs).toBe(2);
    // Then on the interval (waited for, as timers come late on a busy machine).
    for (let waited = 0; runs < 4 && waited < 5000; waited += 20) await sleep(20);
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(overlapping).toBe(0);
    await schedule.stop();
    const stopped = runs;
    await sleep(150);
    expect(runs).toBe(stopped);
  });

  it('keeps running after a run that failed', async () => {
    let runs = 0;
    const schedule = publishSchedule(() => {
      runs += 1;
      return Promise.reject(new Error('the remote could not be reached'));
    }, 20);
    const errors: unknown[] = [];
    const printed = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      await schedule.run();
      for (let waited = 0; runs < 3 && waited < 5000; waited += 20) await sleep(20);
    } finally {
      await schedule.stop();
      console.error = printed;
    }
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(errors.length).toBe(runs);
  });
});
