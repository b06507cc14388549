import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devSsr } from './scripts/dev-ssr.ts';
import { pagesPlugin } from './scripts/vite-plugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [pagesPlugin({ root }), react(), devSsr()],
  appType: 'custom',
  build: {
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  server: { host: '127.0.0.1', watch: { ignored: ['**/.build/**', '**/dist/**'] } },
});
