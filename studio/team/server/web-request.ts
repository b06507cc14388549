import type { IncomingMessage } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { RequestContext } from './context.ts';

const made = new WeakMap<IncomingMessage, Request>();

/** The body as a web stream, read from the connection only as its reader pulls (a large body is never held whole). */
function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<unknown> = request[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done === true) controller.close();
      else controller.enqueue(next.value instanceof Uint8Array ? next.value : new TextEncoder().encode(String(next.value)));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

/**
 * The request as a web `Request`, for what is written on web standards (the studio API's JSON bodies):
 * made once, when first asked for, so that a handler that never reads the body leaves it unread.
 */
export function webRequestOf(context: Pick<RequestContext, 'request' | 'url'>): Request {
  const known = made.get(context.request);
  if (known !== undefined) return known;
  const method = context.request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(context.request.headers))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  // A streamed body needs `duplex: 'half'` (fetch's rule for bodies sent while the answer may already come).
  const init: RequestInit & { duplex?: 'half' } =
    method === 'GET' || method === 'HEAD' ? { method, headers } : { method, headers, body: bodyStream(context.request), duplex: 'half' };
  const request = new Request(context.url, init);
  made.set(context.request, request);
  return request;
}

/**
 * Answers the request with the `Response` that `fetch` makes of it (as a web `Request`), written to
 * Node's answer by @hono/node-server: streamed, and cancelled when the browser goes away. Settles
 * when the answer has been written whole (for an event stream: when it ends).
 */
export function answerWith(
  context: Pick<RequestContext, 'request' | 'response'>,
  fetch: (request: Request) => Promise<Response> | Response,
): Promise<void> {
  return getRequestListener(fetch, { overrideGlobalObjects: false })(context.request, context.response);
}
