import type { RoutesFile } from '../built-site.ts';

/** Characters a path may hold and still be written as-is in every host's rule syntax. */
const plainPath = /^\/[A-Za-z0-9._~%/-]*$/;

/** Whether a path can go into host rules unescaped (no `*`, `:`, quotes or spaces). */
export function isPlainPath(path: string): boolean {
  return plainPath.test(path);
}

const capitalised = (path: string) => path.replace(/^\/([a-z])/, (_, letter: string) => `/${letter.toUpperCase()}`);
const titleCase = (path: string) => path.replace(/(^|[/-])([a-z])/g, (_, mark: string, letter: string) => `${mark}${letter.toUpperCase()}`);

/**
 * Spellings to redirect on a host that matches paths exactly (Netlify, Cloudflare Pages): the
 * other spellings in routes.json, the aliases as written (`/ERP`), and the common letter-case
 * variants of each (`/Retail`, `/Dealer-Portal`, `/RETAIL`). Rarer variants reach 404.html,
 * whose client-side redirect still lands them on the page.
 */
export function exactRedirects(routes: RoutesFile): [string, string][] {
  const pages = new Set(routes.pages);
  const found = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== to && !pages.has(from) && isPlainPath(from) && !found.has(from)) found.set(from, to);
  };
  const spellings = [...Object.entries(routes.redirects), ...Object.entries(routes.aliases)];
  for (const [from, to] of spellings) add(from, to);
  for (const [from, to] of spellings) for (const variant of [capitalised(from), titleCase(from), from.toUpperCase()]) add(variant, to);
  return [...found];
}
