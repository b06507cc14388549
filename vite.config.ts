import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHint } from './scripts/build/compile-hint.ts';
import { devSsr } from './scripts/build/dev-ssr.ts';
import { muiWithoutCssVars } from './scripts/build/mui-without-css-vars.ts';
import { pagesPlugin } from './scripts/build/vite-plugin.ts';
import { studioPlugin } from './studio/server/plugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [pagesPlugin({ root }), studioPlugin({ root }), muiWithoutCssVars(root), react(), devSsr()],
  appType: 'custom',
  build: {
    manifest: true,
    // The prerendered HTML lists each page's chunks as modulepreload links; the helper that would
    // also do it for client navigations costs 2.5 KB on every page, more than it saves.
    modulePreload: false,
    rollupOptions: {
      input: 'src/entry-client.tsx',
      // After minification, which would drop the comment.
      output: { postBanner: compileHint },
    },
  },
  // Both dev entries are crawled for dependencies at start, so neither the site nor the studio is
  // reloaded half-way through a first visit when the optimizer finds a dependency late.
  optimizeDeps: { entries: ['src/entry-client.tsx', 'studio/app/main.tsx'] },
  server: { host: '127.0.0.1', watch: { ignored: ['**/.build/**', '**/dist/**'] } },
});
