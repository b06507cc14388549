import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
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
 * Node's request listener for an app on web standards (the team server's Hono app): the one place
 * that reads Node's request, for the connection's facts. Settles when the answer has been written.
 */
export function nodeListener(
  fetch: (request: Request, env: { connection: Connection }) => Response | Promise<Response>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return getRequestListener((request, env) => fetch(request, { connection: connectionOf(env.incoming) }), {
    overrideGlobalObjects: false,
  });
}
