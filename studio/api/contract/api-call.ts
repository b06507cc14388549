import type { ApiError } from './studio-api.ts';
import { isRefusalCode } from './refusals.ts';

/** A refused request, as the screens see it: the status, the refusal's code and message, and whatever else the answer holds. */
export class ApiRefusal extends Error {
  readonly status: number;
  readonly body: ApiError & Record<string, unknown>;

  constructor(status: number, body: ApiError & Record<string, unknown>) {
    super(body.message);
    this.status = status;
    this.body = body;
  }

  /** The refusal's code (studio/api/contract/refusals.ts). */
  get code(): ApiError['error'] {
    return this.body.error;
  }
}

const isRefusalBody = (value: unknown): value is ApiError & Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof value.error === 'string' &&
  isRefusalCode(value.error) &&
  'message' in value &&
  typeof value.message === 'string';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallWords {
  /** No answer at all: the server stopped (or the network did) while it had the request. */
  noAnswer?: (method: Method) => string;
  /** An answer that is not the studio's (a proxy's page, a server that is not the studio). */
  otherAnswer?: (status: number) => string;
}

/** What any screen says when the server gave no answer (a screen that keeps unsaved text says so in its own words). */
export const noAnswerWords = (method: Method): string =>
  method === 'GET'
    ? 'The studio did not answer — it may have stopped, or the network is down. Try again in a moment.'
    : 'The studio did not answer, so this may not have been done — try again once the studio is back.';

/**
 * The screens' one way to call the studio's API, dev and team: JSON in, JSON out, a refusal thrown
 * as an `ApiRefusal` in the server's words. A change the server never answered is a refusal too
 * (status 0), so the screen says it may not have been made and keeps what the person typed.
 */
export async function apiCall<T>(method: Method, url: string, body?: unknown, words: CallWords = {}): Promise<T> {
  // A form (an upload) goes as it is: the browser writes its multipart type and boundary.
  const sent =
    body === undefined
      ? {}
      : body instanceof FormData
        ? { body }
        : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const response = await fetch(url, { method, ...sent }).catch(() => {
    throw new ApiRefusal(0, { error: 'failed', message: (words.noAnswer ?? noAnswerWords)(method) });
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const otherAnswer = words.otherAnswer ?? ((status: number) => `The studio answered ${status} — try again in a moment.`);
    throw new ApiRefusal(response.status, isRefusalBody(answer) ? answer : { error: 'failed', message: otherAnswer(response.status) });
  }
  // The studio's own answers, of the types its routes declare (the contract's files); the servers' tests check their shapes.
  return answer as T;
}
