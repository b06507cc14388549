import type { ServerResponse } from 'node:http';
import { isRunnableDevEnvironment, type Connect, type Plugin, type ViteDevServer } from 'vite';
import type * as EntryServer from '../../src/entry-server.tsx';

/**
 * The page with Vite's dev tags (its client, React's refresh preamble) at the end of the head.
 * Vite puts them first, where React, which hydrates the head's own scripts (the page's JSON-LD) in
 * document order, would take them for those and render the head again.
 */
async function withDevTags(server: ViteDevServer, url: string, html: string): Promise<string> {
  const bare = await server.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const tags = bare.slice(bare.indexOf('<head>') + '<head>'.length, bare.indexOf('</head>'));
  return html.replace('</head>', `${tags}</head>`);
}

/** The prerenderer's entry, run by the dev server's SSR environment (its module runner follows edits). */
function entryServer(server: ViteDevServer): Promise<typeof EntryServer> {
  const ssr = server.environments.ssr;
  if (!isRunnableDevEnvironment(ssr))
    throw new Error('The dev server renders pages in its `ssr` environment, which must run modules in this process.');
  return ssr.runner.import<typeof EntryServer>('/src/entry-server.tsx');
}

/** In `npm run dev`, every page is rendered on the server as in production, then hydrated. */
export function devSsr(): Plugin {
  return {
    name: 'site-dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        // The handler answers every failure itself (the page below): its promise is left to run.
        server.middlewares.use((request, response, next) => void renderPage(request, response, next));
        async function renderPage(request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) {
          const url = request.originalUrl ?? '/';
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
            next();
            return;
          }
          try {
            const { render } = await entryServer(server);
            const { html, status, location } = await render(url, { bootstrapModules: ['/src/entry-client.tsx'] });
            response.statusCode = status;
            if (location !== undefined) {
              response.setHeader('Location', location);
              return response.end();
            }
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(await withDevTags(server, url, html));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page problems</title></head><body><pre style="white-space:pre-wrap;font:14px/1.5 monospace;padding:24px">${message.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre></body></html>`;
            response.statusCode = 500;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(await server.transformIndexHtml(url, page));
          }
        }
      };
    },
  };
}
