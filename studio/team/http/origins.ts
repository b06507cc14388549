import { refuse } from '../../server/refusal.ts';
import type { Connection } from './node-listener.ts';

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

/**
 * The facts of a request. The Host must be one of the server's own (a site whose name points at
 * this server, DNS rebinding, is refused). X-Forwarded-* headers count only with --trust-proxy:
 * without a proxy in front, anyone could send them.
 */
export function requestFacts(request: Request, connection: Connection, origins: readonly string[], trustProxy: boolean): RequestFacts {
  const host = (request.headers.get('host') ?? '').toLowerCase();
  const origin = origins.find((candidate) => new URL(candidate).host === host);
  if (origin === undefined)
    throw refuse(
      'wrong-address',
      `The studio does not answer to the address ${host || '(none)'} — open it at ${origins[0] ?? 'the address it printed'}.`,
    );
  const forwardedProto = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  // The proxy appends the address it saw at the end; earlier entries are whatever the browser sent.
  const forwardedFor = trustProxy ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return {
    origin,
    // People on an https origin are on TLS, whether the proxy in front is trusted to say so or not.
    secure: connection.encrypted || forwardedProto === 'https' || origin.startsWith('https:'),
    address: forwardedFor || (connection.remoteAddress ?? 'unknown'),
  };
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A state-changing request must come from the studio's own pages (CSRF): its Origin must be the server's own. */
export function checkOrigin(request: Request, facts: RequestFacts): void {
  if (!stateChanging.has(request.method)) return;
  if (request.headers.get('origin')?.toLowerCase() !== facts.origin) {
    throw refuse(
      'wrong-origin',
      `This change did not come from the studio's own pages, so it was not made — open the studio at ${facts.origin} and try again there.`,
    );
  }
}
