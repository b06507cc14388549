import type { Plugin } from 'vite';
import type { render as renderPage } from '../../src/entry-server.tsx';

/** In `npm run dev`, every page is rendered on the server as in production, then hydrated. */
export function devSsr(): Plugin {
  return {
    name: 'site-dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.originalUrl ?? '/';
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next();
          try {
            const module = await server.ssrLoadModule('/src/entry-server.tsx');
            const render: typeof renderPage = module['render'];
            const { html, status, location } = await render(url, { bootstrapModules: ['/src/entry-client.tsx'] });
            response.statusCode = status;
            if (location !== undefined) {
              response.setHeader('Location', location);
              return response.end();
            }
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(await server.transformIndexHtml(url, html));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page problems</title></head><body><pre style="white-space:pre-wrap;font:14px/1.5 monospace;padding:24px">${message.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre></body></html>`;
            response.statusCode = 500;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(await server.transformIndexHtml(url, page));
          }
        });
      };
    },
  };
}
