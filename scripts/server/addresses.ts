/**
 * Files in dist/ that are not addresses of the site. Both hosts answer them with the not-found
 * page: the embedded server tests these patterns and nginx.conf writes each as a `location ~`.
 */
import { hostFiles } from './built-site.ts';

/** Text matched literally inside a pattern. */
export const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** PCRE and JavaScript read these the same: no flags, no lookarounds (and PCRE takes the `\/` a RegExp writes as `/`). */
export const notSiteAddresses: readonly RegExp[] = [
  // Host configuration, and the not-found pages (the site's own and each language's), which are
  // only ever sent for another address.
  new RegExp(`^/(${[...hostFiles, '404.html'].map(regexEscape).join('|')})$`),
  /^[/][^/]+[/]404\.html$/,
  // Compressed copies are sent in place of the file they compress, never under their own name.
  /\.(br|gz)$/,
  // A page's file under a second address would be duplicate content.
  /[/]index\.html$/,
];

export function isSiteAddress(path: string): boolean {
  return !notSiteAddresses.some((pattern) => pattern.test(path));
}
