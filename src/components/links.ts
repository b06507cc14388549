/** True for links that stay on this site (client-side navigation). */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Props for links to external sites: new tab, no opener, no referrer. */
export function externalProps(href: string): { target?: string; rel?: string } {
  return href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
