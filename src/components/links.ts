/** Visible to screen readers and search engines only. */
export const hiddenTextSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** True for links that stay on this site (client-side navigation). */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Props for links to external sites: new tab, no opener, no referrer. */
export function externalProps(href: string): { target?: string; rel?: string } {
  return href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
