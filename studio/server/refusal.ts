import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { refusals, type RefusalCode } from '../api/contract/refusals.ts';
import type { ApiError } from '../api/contract/studio-api.ts';

/** What a refusal's answer carries beside its code and message (a conflict's versions, a free name, the seconds to wait). */
export type RefusalExtra = Partial<Omit<ApiError, 'error' | 'message'>> & Record<string, unknown>;

/**
 * A refusal, dev and team alike: its code, whose HTTP status the catalogue gives
 * (studio/api/contract/refusals.ts), and the message for the person, who and what it is about.
 */
export class Refusal extends Error {
  readonly code: RefusalCode;
  readonly status: ContentfulStatusCode;
  readonly extra: RefusalExtra;

  constructor(code: RefusalCode, message: string, extra: RefusalExtra = {}) {
    super(message);
    this.code = code;
    this.status = refusals[code].status;
    this.extra = extra;
  }

  /** The answer's JSON: `{ error, message }` and the extras. */
  get body(): ApiError {
    return { ...this.extra, error: this.code, message: this.message };
  }
}

export const refuse = (code: RefusalCode, message: string, extra: RefusalExtra = {}): Refusal => new Refusal(code, message, extra);

/** Every JSON answer's headers: nothing the studio asks for may be cached. */
export const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } as const;

/** A JSON answer on web standards. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

/** A refusal as its answer. A body cut off part way (413) is not read to its end, so the connection cannot be reused. */
export const refusalAnswer = (refused: Refusal): Response =>
  jsonAnswer(refused.status, refused.body, refused.status === 413 ? { Connection: 'close' } : {});

/** The answer to a request that failed: a refusal in its own words, anything else as a failure the studio can only retry. */
export function failureAnswer(error: unknown, retry: string): Response {
  if (error instanceof Refusal) return refusalAnswer(error);
  return jsonAnswer(500, {
    error: 'failed',
    message: `The studio could not do this (${error instanceof Error ? error.message : String(error)}) — ${retry}`,
  });
}
