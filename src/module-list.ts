/** The meta tag that lists a page's first-load chunks; the build's boot script reads it. */
export const moduleListName = 'site-modules';
