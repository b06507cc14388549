import type { ClientRequestOptions } from 'hono/client';
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

/** A fetch that throws every answer but a success as an `ApiRefusal`, in the server's words where it gave them. */
function refusingFetch(words: CallWords, address: (url: string) => string): typeof fetch {
  return async (input, init) => {
    const method = methodOf(init?.method);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await fetch(address(url), init).catch(() => {
      throw new ApiRefusal(0, { error: 'failed', message: (words.noAnswer ?? noAnswerWords)(method) });
    });
    if (response.ok) return response;
    const answer: unknown = await response.json().catch(() => undefined);
    const otherAnswer = words.otherAnswer ?? ((status: number) => `The studio answered ${status} — try again in a moment.`);
    throw new ApiRefusal(response.status, isRefusalBody(answer) ? answer : { error: 'failed', message: otherAnswer(response.status) });
  };
}

const methods: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const methodOf = (name: string | undefined): Method => methods.find((method) => method === name?.toUpperCase()) ?? 'GET';

/**
 * The screens' one client of the studio's API, dev and team, is Hono's typed client over a route
 * table's type, made with these options: `hc<typeof routes>(base, clientOptions())`. What is sent
 * and what comes back are then the types the routes declare. Every answer but a success is thrown
 * as an `ApiRefusal` in the server's words; a change the server never answered is a refusal too
 * (status 0), so the screen says it may not have been made and keeps what the person typed.
 * `address` may add to every address (the open draft).
 */
export const clientOptions = (words: CallWords = {}, address: (url: string) => string = (url) => url): ClientRequestOptions => ({
  fetch: refusingFetch(words, address),
});

/** The answer of a call made with a typed client, as its route declares it. */
export const answerOf = async <T>(call: Promise<{ json(): Promise<T> }>): Promise<T> => (await call).json();
