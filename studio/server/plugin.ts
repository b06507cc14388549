import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import { fileChecks } from '../../schema/content/file-checks.ts';
import type { Page } from '../../schema/page.ts';
import { studioApi } from './api.ts';
import { readSources } from '../../schema/content/content.ts';
import { apiPathOf } from './pages/page-paths.ts';
import { siteTextIndex } from './site/finding/text-index.ts';
import { apiBase } from '../api/contract/studio-api.ts';
import { guardRefusal } from './guard.ts';
import { draftPrefix, draftPreviews } from './preview.ts';
import { jsonHeaders, type Refusal } from './refusal.ts';
import { studioSchemas } from './schemas.ts';

/** The studio's own page: its browser side is studio/app/main.tsx, served by Vite like the site's code. */
const studioHtml = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page studio</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<div id="studio"></div>
<noscript>The page studio needs JavaScript.</noscript>
<script type="module" src="/studio/app/main.tsx"></script>
</body>
</html>`;

/** A refusal written to Node's answer: the guard runs as Connect middleware, before the API's adapter. */
function sendRefusal(response: ServerResponse, refused: Refusal): void {
  response.statusCode = refused.status;
  for (const [name, value] of Object.entries(jsonHeaders)) response.setHeader(name, value);
  response.end(JSON.stringify(refused.body));
}

/**
 * The page studio's side of the dev server: its screens at `/_studio`, its JSON API under
 * `/_studio/api/` (see api-types.ts) and the preview's draft modules. Only `npm run dev` has it
 * (`apply: 'serve'`): builds hold no studio code or route. Everything under `/_studio` answers
 * only this computer's own dev-server address.
 */
export function studioPlugin(options: { root: string; pagesDir?: string }): Plugin {
  const pagesDir = options.pagesDir ?? join(options.root, 'pages');
  // One index of the pages' text for the server's life: search and Where used read it.
  const textIndex = siteTextIndex();
  const studio = (publicDir: string) => {
    const previews = draftPreviews(options.root, publicDir);
    return {
      previews,
      api: studioApi({
        pagesDir,
        publicDir,
        schemas: () => studioSchemas(options.root),
        preview: previews.preview,
        kept: fileChecks<Page>(),
        textIndex,
      }),
    };
  };
  let { previews, api } = studio(join(options.root, 'public'));
  const answerWithApi = getRequestListener((request) => api.fetch(request), { overrideGlobalObjects: false });
  return {
    name: 'page-studio',
    apply: 'serve',
    // The server's own public folder (`publicDir` in its config; public/ unless told otherwise) holds the pictures.
    configResolved(config) {
      ({ previews, api } = studio(config.publicDir === '' ? join(options.root, 'public') : config.publicDir));
    },
    resolveId(id) {
      return id.startsWith(draftPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${draftPrefix}`)) return undefined;
      const code = previews.code(id.slice(draftPrefix.length + 1));
      // An old draft the studio no longer keeps: the preview frame says so, and the next edit sends a new one.
      return code ?? 'export const expired = true;';
    },
    configureServer(server) {
      // The pages' text is read in once the server listens, so the first search answers as fast as the next.
      server.httpServer?.once('listening', () => {
        setImmediate(() => {
          try {
            textIndex.filesOf(readSources(pagesDir), (file) => apiPathOf(pagesDir, file));
          } catch (error) {
            // The first search reads them instead, and says what is wrong.
            console.warn(error);
          }
        });
      });
      const port = (): number | undefined => {
        const address: AddressInfo | string | null | undefined = server.httpServer?.address();
        return typeof address === 'object' && address !== null ? address.port : undefined;
      };
      // First the guard, for everything under /_studio; then the API; then the studio's page.
      server.middlewares.use('/_studio', (request, response, next) => {
        const refused = guardRefusal(
          { remoteAddress: request.socket.remoteAddress, host: request.headers.host, origin: request.headers.origin },
          port(),
        );
        if (refused) sendRefusal(response, refused);
        else next();
      });
      // The API is written on web standards; Node's request and answer are turned into a Request and back here only.
      server.middlewares.use(apiBase, (request, response) => void answerWithApi(request, response));
      server.middlewares.use('/_studio', (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        void server.transformIndexHtml(request.originalUrl ?? '/_studio', studioHtml).then(
          (html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(html);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
