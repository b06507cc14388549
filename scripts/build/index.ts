/** The build: pages compiled to modules, every route prerendered, compressed, with its site files and share image. */
export { buildSite, BuildFailure, type BuildOptions } from './build.ts';
export { buildIfStale } from './fresh-build.ts';
export { pageModuleCode, sectionModules, assetsUsed } from './compile.ts';
// The dev plugin (vite-plugin.ts) is left out on purpose: only vite.config.ts imports it.

/** `npm run build` and the file it runs. */
export const buildCommands = { build: 'scripts/build/build.ts' } as const;
