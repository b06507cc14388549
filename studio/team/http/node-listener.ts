import type { IncomingMessage, ServerResponse } from 'node:http';
import { Http2ServerRequest } from 'node:http2';
import { TLSSocket } from 'node:tls';
import { getRequestListener } from '@hono/node-server';

/** What only the connection knows: who is at the other end, and whether it is TLS. */
export interface Connection {
  remoteAddress: string | undefined;
  encrypted: boolean;
}

const connectionOf = (request: IncomingMessage | Http2ServerRequest): Connection => ({
  remoteAddress: request.socket.remoteAddress,
  encrypted: request.socket instanceof TLSSocket,
});

/**
 * The answer, closing the connection after it when the request's body has not all arrived: a
 * refusal given before the body was read (not signed in, not JSON) leaves the rest on the way, and
 * the next request on the connection would wait behind it until the server gave up and closed it.
 * (HTTP/2 has no such header: each request is a stream of its own.)
 */
function closingUnlessComplete(incoming: IncomingMessage | Http2ServerRequest, answer: Response): Response {
  if (incoming.complete || incoming instanceof Http2ServerRequest || answer.headers.get('connection') === 'close') return answer;
  const headers = new Headers(answer.headers);
  headers.set('Connection', 'close');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * Node's request listener for an app on web standards (the team server's Hono app): the one place
 * that reads Node's request, for the connection's facts. Settles when the answer has been written.
 */
export function nodeListener(
  fetch: (request: Request, env: { connection: Connection }) => Response | Promise<Response>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return getRequestListener(
    async (request, env) => closingUnlessComplete(env.incoming, await fetch(request, { connection: connectionOf(env.incoming) })),
    { overrideGlobalObjects: false },
  );
}
