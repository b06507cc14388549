/**
 * The path a request names, read the way nginx reads it, so both hosts route the same address
 * to the same answer: percent escapes decoded, runs of slashes merged, `.` and `..` resolved.
 */
export interface RequestTarget {
  /** Decoded and normalised, for example `/erp` for `/x/%2e%2e/erp`. */
  path: string;
  /** The query as sent, without the `?` (empty when there is none). */
  query: string;
  /** The path as sent held `//`: no address of the site does. */
  doubledSlash: boolean;
}

/** Undefined when the path cannot be read (a malformed escape, a NUL, `..` above the root): status 400. */
export function requestTarget(url: string): RequestTarget | undefined {
  const mark = url.indexOf('?');
  const raw = mark === -1 ? url : url.slice(0, mark);
  if (!raw.startsWith('/')) return undefined;
  const decoded = percentDecoded(raw);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const path = resolvedDots(decoded.replace(/\/{2,}/g, '/'));
  if (path === undefined) return undefined;
  return { path, query: mark === -1 ? '' : url.slice(mark + 1), doubledSlash: raw.includes('//') };
}

/** Decodes `%XX` to bytes and reads the bytes as UTF-8; undefined for a `%` without two hex digits. */
function percentDecoded(raw: string): string | undefined {
  if (/%(?![0-9a-f]{2})/i.test(raw)) return undefined;
  // Node hands over the request line's bytes as latin1 characters.
  const parts = raw
    .split(/(%[0-9a-f]{2})/i)
    .map((part) => (part.startsWith('%') ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part, 'latin1')));
  return Buffer.concat(parts).toString('utf8');
}

/** `/a/./b` -> `/a/b`, `/a/b/..` -> `/a/`; undefined when `..` climbs above the root. */
function resolvedDots(path: string): string | undefined {
  const segments = path.split('/').slice(1);
  const resolved: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const isDots = segment === '.' || segment === '..';
    if (segment === '..' && resolved.pop() === undefined) return undefined;
    if (!isDots) resolved.push(segment);
    else if (index === segments.length - 1) resolved.push('');
  }
  return `/${resolved.join('/')}`;
}
