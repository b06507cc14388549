import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswer, jsonHeaders, type Refusal } from '../../server/refusal.ts';

/**
 * A JSON answer is made through the request's context, so it carries the cookies a route set on the
 * way (a sign-in's session, a sign-out's cleared one): `jsonOf` for a route's answer, typed for the screens' client.
 */
export { jsonOf } from '../../server/typed-routes.ts';

/** A refusal's or a failure's JSON answer, with its status. */
export const failureOf = (c: Context, body: object, status: ContentfulStatusCode): Response =>
  c.body(JSON.stringify(body), status, { ...jsonHeaders });

/** The refusal as its answer; a 429 says when to try again. */
export function teamRefusalAnswer(c: Context, refusal: Refusal): Response {
  if (refusal.status === 429 && typeof refusal.extra.retryAfter === 'number') c.header('Retry-After', String(refusal.extra.retryAfter));
  return failureOf(c, refusal.body, refusal.status);
}

/** A 303 to another page (after a sign-in step), never cached; it carries the cookies set on the way. */
export const redirectAnswer = (c: Context, location: string): Response =>
  c.newResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

export const htmlAnswer = (status: number, html: string): Response =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The answer for a file the server does not have. */
export const noSuchFile = (): Response => jsonAnswer(404, { error: 'not-found', message: 'There is no such file.' });
