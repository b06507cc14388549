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
