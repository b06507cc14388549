/**
 * Release folders are named `<time>-<id>`, for example `2026-11-26T19-42-52.123Z-a1b2c3`: the time
 * in UTC (colons would not do in every file system), then six random hex digits, so names sort in
 * the order the releases were made and two made in the same millisecond still differ.
 */
import { randomBytes } from 'node:crypto';

const namePattern = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3})Z-[0-9a-f]{6}$/;

export function releaseName(time: Date): string {
  return `${time.toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}`;
}

export const isReleaseName = (name: string): boolean => namePattern.test(name);

/** The time a release's name holds, in milliseconds; undefined for another name. */
export function releaseTime(name: string): number | undefined {
  const match = namePattern.exec(name);
  if (match === null) return undefined;
  const [, day, hours, minutes, seconds] = match;
  return Date.parse(`${day ?? ''}T${hours ?? ''}:${minutes ?? ''}:${seconds ?? ''}Z`);
}

/**
 * The time for a new release: now, or just after the newest one when the clock went back, so the
 * new release always sorts last.
 */
export function nextReleaseTime(now: Date, newest: string | undefined): Date {
  const after = newest === undefined ? undefined : releaseTime(newest);
  return after === undefined || now.getTime() > after ? now : new Date(after + 1);
}
