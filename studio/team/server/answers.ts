import type { ServerResponse } from 'node:http';
import { sendJson } from '../../server/refusal.ts';

/** Why the team server refuses a request (beside the studio API's own codes). */
export type TeamErrorCode =
  | 'not-signed-in'
  | 'not-allowed'
  | 'wrong-origin'
  | 'wrong-address'
  | 'too-many-tries'
  | 'sign-in-failed'
  | 'invitation-unknown'
  | 'invitation-used'
  | 'invitation-expired'
  | 'bad-request'
  | 'email-taken'
  | 'last-admin'
  | 'not-found'
  | 'method-not-allowed'
  | 'not-configured'
  | 'wrong-state'
  | 'draft-changed'
  | 'pages-invalid'
  | 'merge-conflict'
  | 'deploy-failed'
  | 'own-change'
  | 'draft-needed'
  | 'failed';

/** A refusal in the studio API's shape: `{ error, message }` with a 4xx status, the message for the person. */
export class TeamRefusal extends Error {
  readonly status: number;
  readonly code: TeamErrorCode;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: TeamErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const refuse = (status: number, code: TeamErrorCode, message: string, extra: Record<string, unknown> = {}): TeamRefusal =>
  new TeamRefusal(status, code, message, extra);

export function sendRefusal(response: ServerResponse, refusal: TeamRefusal): void {
  if (refusal.status === 429 && typeof refusal.extra.retryAfter === 'number')
    response.setHeader('Retry-After', String(refusal.extra.retryAfter));
  sendJson(response, refusal.status, { ...refusal.extra, error: refusal.code, message: refusal.message });
}

export { sendJson };

export function redirect(response: ServerResponse, location: string): void {
  response.statusCode = 303;
  response.setHeader('Location', location);
  response.setHeader('Cache-Control', 'no-store');
  response.end();
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(html);
}
