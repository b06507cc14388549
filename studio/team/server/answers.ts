import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswer, jsonHeaders } from '../../server/refusal.ts';

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
  readonly status: ContentfulStatusCode;
  readonly code: TeamErrorCode;
  readonly extra: Record<string, unknown>;

  constructor(status: ContentfulStatusCode, code: TeamErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const refuse = (
  status: ContentfulStatusCode,
  code: TeamErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): TeamRefusal => new TeamRefusal(status, code, message, extra);

/**
 * A JSON answer made through the request's context, so it carries the cookies a route set on the
 * way (a sign-in's session, a sign-out's cleared one).
 */
export const jsonOf = (c: Context, body: unknown, status: ContentfulStatusCode = 200): Response =>
  c.body(JSON.stringify(body), status, { ...jsonHeaders });

/** The refusal as its answer; a 429 says when to try again. */
export function teamRefusalAnswer(c: Context, refusal: TeamRefusal): Response {
  if (refusal.status === 429 && typeof refusal.extra.retryAfter === 'number') c.header('Retry-After', String(refusal.extra.retryAfter));
  return jsonOf(c, { ...refusal.extra, error: refusal.code, message: refusal.message }, refusal.status);
}

/** A 303 to another page (after a sign-in step), never cached; it carries the cookies set on the way. */
export const redirectAnswer = (c: Context, location: string): Response =>
  c.newResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

export const htmlAnswer = (status: number, html: string): Response =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The answer for a file the server does not have. */
export const noSuchFile = (): Response => jsonAnswer(404, { error: 'not-found', message: 'There is no such file.' });
