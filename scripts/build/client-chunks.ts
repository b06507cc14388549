import { z } from 'zod';

/** Where the client build writes which chunk holds what (read by buildSite, then removed with the rest of `.vite/`). */
export const clientChunksFile = '.vite/site-chunks.json';

/** The client build's chunks that buildSite needs by name: each page's, and the one holding src/page-routes.ts. */
export const ClientChunksSchema = z.strictObject({
  routeTableCode: z.string(),
  /** The stand-in for the route table, removed from the site. */
  pageChunks: z.string(),
  pages: z.record(z.string(), z.string()),
  /** Each language's site data, by code. */
  siteData: z.record(z.string(), z.string()),
});
export type ClientChunks = z.infer<typeof ClientChunksSchema>;
