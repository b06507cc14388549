import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { canonicalFor } from '../schema/model/site-model.ts';
import { createEmotionCache, emotionKey, Providers } from './Providers.tsx';
import { createRoutes } from './routes.tsx';
import redirects from 'virtual:redirects';
import { pageLoaders } from 'virtual:page-loaders';
import { site, siteData } from './site-data.ts';
import { jsonLdTags, structuredData } from './seo/structured-data.ts';
import { moduleListName } from './boot-contract.ts';

/** What the prerender passes in: the client entry and the chunks worth preloading. */
export interface RenderAssets {
  /** The dev server's entry, loaded as a module script. */
  bootstrapModules?: string[];
  /** The build's inline boot script (scripts/build/boot-script.ts), which starts the listed chunks. */
  bootScript?: string;
  /** Every chunk of the page's first load, fetched together by the boot script (scripts/build/boot-script.ts). */
  preloadModules?: string[];
}

export interface RenderResult {
  html: string;
  status: number;
  /** For another spelling of a page: its canonical address (status 301). */
  location?: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders the full HTML document for `url`, with Emotion's critical CSS in the head. */
export async function render(url: string, assets: RenderAssets): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname, search } = new URL(request.url);
  const canonical = canonicalFor(pathname, redirects);
  if (canonical !== undefined && canonical !== pathname) return { html: '', status: 301, location: `${canonical}${search}` };
  const handler = createStaticHandler(createRoutes(siteData.routes.filter((route) => route.path === pathname)));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { html: '', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers cache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    { ...(assets.bootstrapModules ? { bootstrapModules: assets.bootstrapModules } : {}), ...(assets.bootScript ? { bootstrapScriptContent: assets.bootScript } : {}) },
  );
  const html = await streamToString(prelude);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // Named, not preloaded: the boot script fetches them all at once after the page has painted, so
  // neither their download nor their compiling competes with the page's own text and pictures.
  const modules = assets.preloadModules ?? [];
  const preloads = modules.length > 0 ? `<meta name="${moduleListName}" content="${modules.join(' ')}"/>` : '';
  const notFound = context.matches.some((match) => match.route.id === 'not-found');
  return { html: `${html.replace('</head>', `${preloads}${styles}${await structuredDataTags(context.matches)}</head>`)}`, status: notFound ? 404 : context.statusCode };
}

/**
 * The page's JSON-LD for the head, made by the prerender (the build and the dev server both render
 * through here), so the browser never downloads it: search engines read it from the HTML.
 */
async function structuredDataTags(matches: readonly { route: { id: string } }[]): Promise<string> {
  const load = matches.map(({ route }) => pageLoaders[route.id]).find((loader) => loader !== undefined);
  if (!load) return '';
  const { page } = await load();
  return jsonLdTags(structuredData(site, page));
}
