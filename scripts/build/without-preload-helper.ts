import type { Plugin } from 'vite';

/** The module Vite's build wraps every dynamic `import()` of the browser's code with. */
const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, in the browser's first load, adds `<link>` tags for a chunk's imports
 * and stylesheets before a dynamic import. The site has neither to add: it has no CSS files
 * (Emotion writes the styles), `build.modulePreload` is off, and each page's HTML lists its
 * first-load chunks itself (boot-script.ts). Vite keeps the helper all the same (vitejs/vite
 * #18551), about 0.5 KB gzip on every page; this stands in for it with the import alone.
 */
export function withoutPreloadHelper(): Plugin {
  return {
    name: 'site-without-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId: { filter: { id: /^\0vite\/preload-helper\.js$/ }, handler: (id) => (id === preloadHelperId ? id : undefined) },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === preloadHelperId ? 'export const __vitePreload = (load) => load();' : undefined),
    },
  };
}
