/** The Zod schemas of pages, site settings and every section type, and the types they give. */
export * from './page.ts';
export * from './site.ts';
export * from './fields.ts';
export * from './sections/index.ts';
