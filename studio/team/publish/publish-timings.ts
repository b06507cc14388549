import { z } from 'zod';
import { buildPhases } from '../../../scripts/build/build.ts';
import type { Released } from './site-release.ts';

/** The milliseconds of a publish's steps before the build: reading and checking the draft, and the merge. */
export interface StepTimes {
  check?: number;
  /** How many pages the check read and validated anew (the others were kept from earlier checks). */
  checkedAnew?: number;
  merge?: number;
}

/**
 * Where a publish's time went, in milliseconds, as the audit log keeps it with `published` (and
 * the publish benchmark prints it): the check, the merge, the build (the checkout of the commit's
 * pages, then the build's own phases), flushing the release to disk and switching the live link.
 */
export const PublishTimingsSchema = z.object({
  check: z.number().optional(),
  checkedAnew: z.number().optional(),
  merge: z.number().optional(),
  build: z.number(),
  checkout: z.number().optional(),
  phases: z.record(z.enum(buildPhases), z.number()).optional(),
  reusedCheck: z.boolean().optional(),
  sync: z.number(),
  switch: z.number(),
});
export type PublishTimings = z.infer<typeof PublishTimingsSchema>;

export function publishTimings(before: StepTimes, released: Released): PublishTimings {
  const { built, timings } = released;
  return {
    ...before,
    build: timings.build,
    ...(built === undefined ? {} : { checkout: built.checkoutMs, phases: built.phases, reusedCheck: built.reusedCheck }),
    sync: timings.sync,
    switch: timings.switch,
  };
}
