/** The site: one renderer, its sections and layout, prerendered at build time and hydrated in the browser. */
export { render, type RenderAssets, type RenderResult } from './entry-server.tsx';
export { createRoutes } from './routes.tsx';
export type { SectionByType, SectionRegistry } from './sections/registry.ts';
