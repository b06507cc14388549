/**
 * The response headers of the site, in one place: the embedded server, nginx.conf and the
 * _headers file of static hosts all take them from here (through routes.json), so they cannot drift.
 */
import type { Site } from '../../schema/site.ts';

/** Hashed files under /assets/ never change under the same name. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Everything else (HTML above all) is revalidated on every visit, so a deploy shows at once. */
export const revalidateCache = 'no-cache';

/**
 * The one policy for redirects on every host: remembered for an hour, so a spelling that later
 * becomes a page of its own (or moves) reaches visitors within the hour, where a bare 301 may be
 * cached by browsers for good.
 */
export const redirectCache = 'public, max-age=3600';

/** The Cache-Control of a file the site serves with status 200; error answers are revalidated. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? immutableCache : revalidateCache;
}

/** The site is read-only: every other method is answered 405 with `Allow` listing these. */
export const allowedMethods = ['GET', 'HEAD'];

/**
 * Sent with every response whose file has precompressed copies, so a shared cache keeps the
 * brotli, gzip and plain answers apart and never hands one to a client that did not ask for it.
 */
export const varyOnEncoding = 'Accept-Encoding';

/**
 * The policy for every page: only our own files, plus the enquiry form's frame. `scriptHashes`
 * (`'sha256-…'`) allow the build's own inline scripts, the page's boot script, and nothing else inline.
 */
export function contentSecurityPolicy(site: Site, scriptHashes: readonly string[] = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes],
    // Emotion writes <style> tags at runtime, so inline styles must be allowed.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    // Vite's module preloads and the lazy page chunks are fetched from our own origin.
    ['connect-src', "'self'"],
    ['frame-src', ...site.enquiryForm.allowedOrigins],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The security headers sent with every response. */
export function securityHeaders(site: Site, scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site, scriptHashes),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
    // Only features every current browser knows: an unknown name is logged as a console error.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
