/**
 * Where to go after signing in: the page the person opened (`?next=`), on this studio only. The
 * address is read as the browser will read it (`new URL` drops tabs and line breaks, so
 * `/%09/evil.example/` is `//evil.example/`, another site): anything that leaves the origin, or
 * holds a control character, goes to the pages instead.
 */
export function nextPage(next: string | null, origin: string): string {
  const pages = '/_studio';
  if (next === null || !next.startsWith('/') || /\p{Cc}/u.test(next)) return pages;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return pages;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : pages;
}
