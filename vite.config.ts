import { defineConfig, type UserConfig } from 'vite';
import { siteConfig, type SiteConfigOptions } from './scripts/build/site-config.ts';
import { studioPlugin } from './studio/server/plugin.ts';

/**
 * `npm run dev`: the site's config with the page studio. Tests start it on another pages folder
 * with `createServer({ ...devConfig({ root, pagesDir }), configFile: false })`.
 */
export function devConfig(options: Pick<SiteConfigOptions, 'root' | 'pagesDir'>): UserConfig {
  return siteConfig({ ...options, plugins: [studioPlugin(options)] });
}

export default defineConfig(devConfig({ root: import.meta.dirname }));
