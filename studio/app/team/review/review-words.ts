import { parse } from 'yaml';
import type { RequestState } from '../../../team/database/tables/request-rows.ts';

/** Each state of a change request in words, as authors and publishers read it. */
export const stateWords: Record<RequestState, string> = {
  'in-review': 'In review',
  'changes-requested': 'Changes asked',
  approved: 'Approved',
  publishing: 'Being published',
  published: 'Published',
  closed: 'Closed',
};

/** The states a publisher still has to act on. */
export const openStates: readonly RequestState[] = ['in-review', 'changes-requested', 'approved', 'publishing'];

/** A time in the reader's own words and time zone (shared with the editor). */
export { timeWords } from '../../time-words.ts';

/** The first characters of a commit, enough to find it in Git. */
export const shortCommit = (commit: string): string => commit.slice(0, 10);

const readYaml = (text: string): unknown => {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
};

/** A top-level text field of a YAML file (a page's `path`, the settings' `baseUrl`); undefined when it has none or does not read. */
export function textField(text: string | null | undefined, field: string): string | undefined {
  if (text === null || text === undefined) return undefined;
  const data = readYaml(text);
  if (typeof data !== 'object' || data === null || !(field in data)) return undefined;
  const value: unknown = Object.entries(data).find(([key]) => key === field)?.[1];
  return typeof value === 'string' ? value : undefined;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` input holds it, in the person's own time zone. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A `datetime-local` input's value (the person's own time) as an ISO time; undefined when it is empty or not a time. */
export function isoOfLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The person's time zone, to say which time a schedule is in. */
export const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Why the last publish did not finish, as the server kept it (`{ message }`). */
export function problemWords(problem: unknown): string | undefined {
  if (typeof problem !== 'object' || problem === null || !('message' in problem)) return undefined;
  return typeof problem.message === 'string' ? problem.message : undefined;
}
