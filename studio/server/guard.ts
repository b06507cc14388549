import { refuse, type Refusal } from './refusal.ts';

/** What the guard looks at in a request. */
export interface RequestOrigin {
  /** The address the request came from (the socket's remote address). */
  remoteAddress: string | undefined;
  host: string | undefined;
  origin: string | undefined;
}

const loopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1');

/** The dev server's own names: the only ones a request may use, as Host or as Origin. */
export const ownHosts = (port: number): string[] => [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];

/**
 * Why a request must be refused, if it must: it comes from another machine, names another host
 * (DNS rebinding: a site whose name points at 127.0.0.1) or comes from another site's page open
 * in the author's browser. `port` is the port the dev server listens on.
 */
export function guardRefusal(request: RequestOrigin, port: number | undefined): Refusal | undefined {
  const refused = () =>
    refuse(
      'not-allowed',
      'The page studio only answers the dev server’s own pages on this computer — open it from the address `npm run dev` prints.',
    );
  if (port === undefined || !loopbackAddress(request.remoteAddress)) return refused();
  const hosts = ownHosts(port);
  if (request.host === undefined || !hosts.includes(request.host.toLowerCase())) return refused();
  if (request.origin !== undefined && !hosts.some((host) => request.origin?.toLowerCase() === `http://${host}`)) return refused();
  return undefined;
}
