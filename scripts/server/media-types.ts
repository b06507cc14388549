/**
 * The media type of every kind of file the site serves. The embedded server reads this table and
 * nginx.conf carries it as its `types { }` block, so both hosts label each file the same way
 * whatever the server's own mime.types says.
 */
export const mediaTypes = {
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
} satisfies Record<string, string>;

const byExtension = new Map<string, string>(Object.entries(mediaTypes));

/** Files of any other kind are sent as plain bytes. */
export const defaultMediaType = 'application/octet-stream';

/** Text types carry `; charset=utf-8` (nginx's `charset_types`), so no browser guesses the encoding. */
export const utf8MediaTypes = [
  'text/html',
  'text/javascript',
  'text/css',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'text/plain',
  'image/svg+xml',
];

const withCharset = (type: string) => (utf8MediaTypes.includes(type) ? `${type}; charset=utf-8` : type);

/** The Content-Type of a file by its name: `/erp/index.html` -> `text/html; charset=utf-8`. */
export function contentTypeFor(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return withCharset(byExtension.get(extension) ?? defaultMediaType);
}

/** The type of the short HTML notes the servers write themselves (400, 405, the not-found page). */
export const htmlContentType = withCharset(mediaTypes.html);

/** nginx sends its redirect notes without a charset (old browsers took it for the next page's). */
export const redirectNoteType = mediaTypes.html;
