/** The build: pages compiled to modules, every route prerendered, compressed, with its site files and share image. */
export { buildSite, BuildFailure, type BuildOptions } from './build.ts';
export { buildIfStale } from './fresh-build.ts';
export { pageModuleCode, sectionModules, assetsUsed } from './compile.ts';
// The site's Vite config (site-config.ts, with the pages plugin) is left out on purpose: vite.config.ts and build-config.ts use it.

/** `npm run build` and the file it runs. */
export const buildCommands = { build: 'scripts/build/build.ts' } as const;
