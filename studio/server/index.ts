/** The page studio's dev-server side: a guarded JSON API that reads, checks and saves pages. */
export { studioPlugin } from './plugin.ts';
export * from '../api/contract/studio-api.ts';

/** The npm scripts that run a file of the studio's server, by name. */
export const studioCommands = { refusals: 'studio/server/refusal-readme.ts' };
