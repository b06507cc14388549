/** What the build's boot script (scripts/build/boot-script.ts) and the site's code agree on. */

/** The meta tag that lists a page's first-load chunks, which the boot script fetches together. */
export const moduleListName = 'site-modules';

/**
 * The meta tag with the address of the page's own chunk (its data and section components), which
 * the site's code starts from: the route table of every page is not part of the first load. Its
 * `data-path` is the page's own address; a host may serve the page at another spelling too.
 */
export const pageChunkName = 'site-page';

/**
 * The event the site's code sends once React listens on the page. The boot script then replays
 * the taps it kept while the code was loading, and React answers each one.
 */
export const listeningEvent = 'site:listening';

/**
 * Where a build puts the route table (every page's address and chunk): at a fixed address outside
 * /assets/, so hosts check it for changes on every visit instead of caching it for a year.
 */
export const routeTableAddress = '/page-routes.js';

/**
 * The route table of a translation's pages, beside them (`/es/page-routes.js`): a document is in
 * one language, and following a link to another loads a whole document (src/router/SiteRoutes.tsx),
 * so a page's table holds its language's pages alone and does not grow with the languages.
 */
export const routeTableAddressIn = (code: string, siteLanguage: string): string =>
  code === siteLanguage ? routeTableAddress : `/${code}${routeTableAddress}`;
