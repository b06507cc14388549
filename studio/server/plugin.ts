import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { studioApi } from './api.ts';
import { apiBase } from './api-types.ts';
import { guardRefusal } from './guard.ts';
import { sendJson } from './refusal.ts';

/**
 * The page studio's side of the dev server: its JSON API under `/_studio/api/` (see
 * api-types.ts). Only `npm run dev` has it (`apply: 'serve'`): builds hold no studio code or route.
 * Everything under `/_studio` answers only this computer's own dev-server address.
 */
export function studioPlugin(options: { root: string; pagesDir?: string }): Plugin {
  // SITE_PAGES_DIR points the dev server at another pages folder, as it does the pages plugin.
  const pagesDir = options.pagesDir ?? process.env['SITE_PAGES_DIR'] ?? join(options.root, 'pages');
  const api = studioApi({ pagesDir, publicDir: join(options.root, 'public') });
  return {
    name: 'page-studio',
    apply: 'serve',
    configureServer(server) {
      const port = (): number | undefined => {
        const address: AddressInfo | string | null | undefined = server.httpServer?.address();
        return typeof address === 'object' && address !== null ? address.port : undefined;
      };
      // First the guard, for everything under /_studio; then the API.
      server.middlewares.use('/_studio', (request, response, next) => {
        const refused = guardRefusal({ remoteAddress: request.socket.remoteAddress, host: request.headers.host, origin: request.headers.origin }, port());
        if (refused) sendJson(response, refused.status, refused.body);
        else next();
      });
      server.middlewares.use(apiBase, (request, response) => void api(request, response));
    },
  };
}
