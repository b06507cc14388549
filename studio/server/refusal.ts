import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, ApiErrorCode } from './api-types.ts';

/** A refusal: its HTTP status and what the studio shows. */
export class Refusal extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ApiError;

  constructor(status: ContentfulStatusCode, body: ApiError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

export const refusal = (status: ContentfulStatusCode, error: ApiErrorCode, message: string, extra: Partial<ApiError> = {}): Refusal =>
  new Refusal(status, { ...extra, error, message });

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
