/** The page studio's dev-server side: a guarded JSON API that reads, checks and saves pages. */
export { studioPlugin } from './plugin.ts';
export * from './api-types.ts';
