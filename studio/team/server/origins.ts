import type { IncomingMessage } from 'node:http';
import { refuse } from './answers.ts';

/** What the server believes about where a request came from. */
export interface RequestFacts {
  /** The server's own origin the request was addressed to (`http://127.0.0.1:4174`). */
  origin: string;
  /** Came over TLS: directly, or through a trusted proxy that says so. */
  secure: boolean;
  /** The person's address, for the audit log and the rate limits. */
  address: string;
}

const loopbackHost = (host: string): boolean => host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '[::1]';

/**
 * The origins the server answers to: the configured one, or its own address (on loopback, under
 * each loopback name, `localhost` first: browsers make passkeys for a host name, never for an IP address).
 */
export function ownOrigins(options: { host: string; origin: string | undefined }, port: number): string[] {
  if (options.origin !== undefined) return [options.origin.toLowerCase()];
  if (loopbackHost(options.host)) return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  return [`http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`];
}

const firstHeader = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The facts of a request. The Host must be one of the server's own (a site whose name points at
 * this server, DNS rebinding, is refused). X-Forwarded-* headers count only with --trust-proxy:
 * without a proxy in front, anyone could send them.
 */
export function requestFacts(request: IncomingMessage, origins: readonly string[], trustProxy: boolean): RequestFacts {
  const host = (request.headers.host ?? '').toLowerCase();
  const origin = origins.find((candidate) => new URL(candidate).host === host);
  if (origin === undefined)
    throw refuse(
      403,
      'wrong-address',
      `The studio does not answer to the address ${host || '(none)'} — open it at ${origins[0] ?? 'the address it printed'}.`,
    );
  const forwardedProto = trustProxy ? firstHeader(request.headers['x-forwarded-proto'])?.split(',')[0]?.trim() : undefined;
  const tls = 'encrypted' in request.socket && request.socket.encrypted === true;
  // The proxy appends the address it saw at the end; earlier entries are whatever the browser sent.
  const forwardedFor = trustProxy ? firstHeader(request.headers['x-forwarded-for'])?.split(',').at(-1)?.trim() : undefined;
  return {
    origin,
    secure: tls || forwardedProto === 'https',
    address: forwardedFor || (request.socket.remoteAddress ?? 'unknown'),
  };
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A state-changing request must come from the studio's own pages (CSRF): its Origin must be the server's own. */
export function checkOrigin(request: IncomingMessage, facts: RequestFacts): void {
  if (!stateChanging.has(request.method ?? 'GET')) return;
  if (request.headers.origin?.toLowerCase() !== facts.origin) {
    throw refuse(
      403,
      'wrong-origin',
      `This change did not come from the studio's own pages, so it was not made — open the studio at ${facts.origin} and try again there.`,
    );
  }
}
