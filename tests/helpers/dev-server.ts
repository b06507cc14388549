import { mergeConfig, type InlineConfig } from 'vite';
import { devConfig } from '../../vite.config.ts';
import { projectRoot } from './fixture-site.ts';

/**
 * The config of `npm run dev` for this project on a free loopback port, quiet, reading its pages
 * from `pagesDir` (default pages/) and its pictures from `publicDir` (default public/).
 */
export function devServerConfig(options: { pagesDir?: string; publicDir?: string } = {}): InlineConfig {
  const { publicDir, ...site } = options;
  return mergeConfig(devConfig({ root: projectRoot, ...site }), {
    configFile: false,
    logLevel: 'silent',
    server: { port: 0 },
    ...(publicDir === undefined ? {} : { publicDir }),
  } satisfies InlineConfig);
}
