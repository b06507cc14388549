import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';
import { compileHint } from './compile-hint.ts';
import { devSsr } from './dev-ssr.ts';
import { muiWithoutCssVars } from './mui-without-css-vars.ts';
import { withoutPreloadHelper } from './without-preload-helper.ts';
import { pagesPlugin, type PagesPluginOptions } from './vite-plugin.ts';

export interface SiteConfigOptions extends PagesPluginOptions {
  /** Plugins of the dev server only (the page studio's), added by vite.config.ts. */
  plugins?: PluginOption[];
}

/** The site's entries: the browser's, and the prerenderer's. */
export const clientEntry = 'src/entry-client.tsx';
export const serverEntry = 'src/entry-server.tsx';

/**
 * The site's one Vite config, for `npm run dev` (vite.config.ts) and `npm run build` (build-config.ts):
 * its settings (root, pages folder, pages already validated) reach the plugins as options.
 */
export function siteConfig(options: SiteConfigOptions): UserConfig {
  const { plugins = [], ...pages } = options;
  return {
    root: options.root,
    // The content repository's pictures when it has its own (the team server builds from a checkout of it).
    ...(options.publicDir === undefined ? {} : { publicDir: options.publicDir }),
    plugins: [pagesPlugin(pages), ...plugins, muiWithoutCssVars(options.root), withoutPreloadHelper(), react(), devSsr()],
    appType: 'custom',
    build: {
      // The prerendered HTML lists each page's chunks as modulepreload links; the helper that would
      // also do it for client navigations costs 2.5 KB on every page, more than it saves.
      modulePreload: false,
      // After minification, which would drop the comment.
      rolldownOptions: { output: { postBanner: compileHint } },
    },
    environments: {
      client: {
        build: {
          manifest: true,
          rolldownOptions: {
            input: clientEntry,
            // React DOM in a chunk of its own, so the boot script runs it in a task of its own (boot-script.ts).
            output: { codeSplitting: { groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }] } },
          },
        },
      },
      ssr: { build: { rolldownOptions: { input: serverEntry } } },
    },
    // Both dev entries are crawled for dependencies at start, so neither the site nor the studio is
    // reloaded half-way through a first visit when the optimizer finds a dependency late.
    optimizeDeps: { entries: [clientEntry, 'studio/app/main.tsx'] },
    server: { host: '127.0.0.1', watch: { ignored: ['**/.build/**', '**/dist/**'] } },
  };
}
