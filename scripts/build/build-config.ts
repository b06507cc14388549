import { defaultClientConditions, defaultServerConditions, mergeConfig, type InlineConfig, type LogLevel } from 'vite';
import type { Content } from '../../schema/content/content.ts';
import { siteConfig } from './site-config.ts';

export interface BuildConfigOptions {
  root: string;
  pagesDir: string;
  /** The folder of pictures and other files served as they are (default public/). */
  publicDir?: string;
  /** The pages buildSite has just validated: the plugin compiles these, without reading them again. */
  pages: Content;
  /** The ids of the only pages to compile (an incremental build's changed pages). */
  only?: readonly string[];
  /** Where the browser's files go, and the prerenderer. */
  clientDir: string;
  serverDir: string;
  logLevel: LogLevel;
}

/** Package export conditions with Vite's `development|production` pinned to production. */
const production = (conditions: readonly string[]) =>
  conditions.map((condition) => (condition === 'development|production' ? 'production' : condition));

/**
 * The production build of both environments, the browser's bundle and the prerenderer, in one
 * config for Vite's builder. It is a production build whatever NODE_ENV the calling process has
 * (a test runner sets `test`, and Vite reads its dev or prod switches from it): the mode, React's
 * `process.env.NODE_ENV`, `import.meta.env.DEV`, the JSX runtime and the packages' export conditions
 * are set here. The prerenderer carries its own React: a process that loaded React in development
 * mode earlier would otherwise lend it a mismatched copy.
 */
export function buildConfig(options: BuildConfigOptions): InlineConfig {
  const { clientDir, serverDir, logLevel, ...site } = options;
  return mergeConfig(siteConfig(site), {
    configFile: false,
    mode: 'production',
    logLevel,
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true' },
    oxc: { jsx: { development: false } },
    // Without it createBuilder sets up one environment only; buildSite builds both in turn.
    builder: {},
    environments: {
      client: { resolve: { conditions: production(defaultClientConditions) }, build: { outDir: clientDir, emptyOutDir: true } },
      ssr: {
        resolve: { conditions: production(defaultServerConditions), noExternal: true },
        // The pictures are the browser's: the prerenderer needs no copy of them.
        build: { outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      },
    },
  } satisfies InlineConfig);
}
