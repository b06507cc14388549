import type { ServerResponse } from 'node:http';
import type { ApiError, ApiErrorCode } from './api-types.ts';

/** A refusal: its HTTP status and what the studio shows. */
export class Refusal extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

export const refusal = (status: number, error: ApiErrorCode, message: string, extra: Partial<ApiError> = {}): Refusal =>
  new Refusal(status, { ...extra, error, message });

/** Answers with JSON; nothing the studio asks for may be cached. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

/** A JSON answer on web standards, with the same headers as `sendJson`: nothing the studio asks for may be cached. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The answer to a request that failed: a refusal in its own words, anything else as a failure the studio can only retry. */
export function failureAnswer(error: unknown, retry: string): Response {
  // A body cut off part way: the rest is not read, so the connection cannot be reused.
  if (error instanceof Refusal) return jsonAnswer(error.status, error.body, error.status === 413 ? { Connection: 'close' } : {});
  return jsonAnswer(500, {
    error: 'failed',
    message: `The studio could not do this (${error instanceof Error ? error.message : String(error)}) — ${retry}`,
  });
}
