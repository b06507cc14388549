/** The site model the browser and the server share: routes, menus and redirects derived from pages. */
export * from './site-model.ts';
export * from './slug.ts';
export * from './page-ids.ts';
