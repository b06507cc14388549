import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { canonicalFor } from '../schema/model/site-model.ts';
import { createEmotionCache, Providers } from './Providers.tsx';
import { prerenderedStyleTags } from './prerendered-styles.ts';
import { StaticRouter } from 'react-router-dom';
import { createRoutes, RouteError } from './routes.tsx';
import { Shell } from './layout/Shell.tsx';
import { componentOf, routeAt } from './router/route-table.ts';
import { SiteRoutes } from './router/SiteRoutes.tsx';
import redirects from 'virtual:redirects';
import { pageRoutes } from 'virtual:page-routes';
import { siteDataLoaders } from 'virtual:site-languages';
import laterWords from 'virtual:later-words';
import { siteDataIn } from './languages/site-languages.ts';
import { SiteDataProvider } from './site-data.tsx';
import { rtlStyles } from './languages/rtl-styles.ts';
import { homePathIn, translationLanguageOf } from '../schema/model/languages.ts';
import type { BrowserSiteData } from '../schema/model/site-model.ts';
import { jsonLdTags, structuredData } from './seo/structured-data.ts';
import { moduleListName, pageChunkName } from './boot-contract.ts';

/** What the prerender passes in: the client entry and the chunks worth preloading. */
export interface RenderAssets {
  /** The dev server's entry, loaded as a module script. */
  bootstrapModules?: string[];
  /** The build's inline boot script (scripts/build/boot-script.ts), which starts the listed chunks. */
  bootScript?: string;
  /** Every chunk of the page's first load, fetched together by the boot script (scripts/build/boot-script.ts). */
  preloadModules?: string[];
  /** The page's own chunk, which the site's code starts from (src/entry-client.tsx). */
  pageModule?: string;
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

/** Every page and the not-found fallback, made once per process. */
const routes = createRoutes(pageRoutes);
const pageById = new Map(pageRoutes.map((entry) => [entry.id, entry]));
/**
 * Each page's route by its exact address. react-router ranks every route on each match, which in
 * a prerender of every page grows with the square of the pages (6,000 pages in three languages);
 * the prerender renders pages at their own addresses, so only other addresses go through it.
 */
const routeByPath = new Map(routes.filter((route) => route.path !== '*').map((route) => [route.path, route]));

/** The prerender renders the page it was asked for and never navigates. */
function prerenderShowsOnePage(): Promise<never> {
  return Promise.reject(new Error('The prerender shows one page and never navigates.'));
}

/** Renders the full HTML document for `url`, with Emotion's critical CSS in the head. */
export async function render(url: string, assets: RenderAssets): Promise<RenderResult> {
  const address = new URL(url, 'http://localhost');
  const { pathname, search } = address;
  const canonical = canonicalFor(pathname, redirects);
  if (canonical !== undefined && canonical !== pathname) return { html: '', status: 301, location: `${canonical}${search}` };
  const route = routeByPath.get(pathname) ?? routeAt(routes, pathname);
  // A page that cannot load fails the build, rather than prerendering an error page.
  await componentOf(route);
  const siteData = await siteDataIn(languageOfPath(pathname));
  const rtl = siteData.languages.find((language) => language.code === siteData.site.lang)?.dir === 'rtl';
  const cache = createEmotionCache(undefined, rtl ? [rtlStyles] : []);
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteDataProvider data={siteData}>
        <Providers cache={cache}>
          <StaticRouter location={`${pathname}${search}`}>
            <Shell>
              <SiteRoutes opened={{ route, pathname }} table={prerenderShowsOnePage} Fallback={RouteError} />
            </Shell>
          </StaticRouter>
        </Providers>
      </SiteDataProvider>
    </StrictMode>,
    {
      ...(assets.bootstrapModules ? { bootstrapModules: assets.bootstrapModules } : {}),
      ...(assets.bootScript ? { bootstrapScriptContent: assets.bootScript } : {}),
      // Every part in place: past this many bytes React would move the rest of the page's parts
      // (Suspense boundaries) out of line, to be put back by an inline script, which the security
      // policy forbids and a visitor without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  const styles = prerenderedStyleTags(emotion.extractCriticalToChunks(html).styles);
  // Named, not preloaded: the boot script fetches them all at once after the page has painted, so
  // neither their download nor their compiling competes with the page's own text and pictures.
  const modules = assets.preloadModules ?? [];
  const preloads = [
    ...(modules.length > 0 ? [`<meta name="${moduleListName}" content="${modules.join(' ')}"/>`] : []),
    // The page's address beside it (schema-checked: lower-case letters, digits, hyphens and slashes).
    ...(assets.pageModule && route.path !== '*'
      ? [`<meta name="${pageChunkName}" content="${assets.pageModule}" data-path="${route.path}"/>`]
      : []),
  ].join('');
  return {
    html: html.replace('</head>', `${preloads}${styles}${await structuredDataTags(route.id, siteData)}</head>`),
    status: route.id === 'not-found' ? 404 : 200,
  };
}

/**
 * The page's JSON-LD for the head, made by the prerender (the build and the dev server both render
 * through here), so the browser never downloads it: search engines read it from the HTML.
 */
async function structuredDataTags(routeId: string, siteData: BrowserSiteData): Promise<string> {
  const entry = pageById.get(routeId);
  if (!entry) return '';
  const { page } = await entry.load();
  const { site, languages } = siteData;
  const words = { home: laterWords[site.lang]?.home ?? '' };
  return jsonLdTags(structuredData({ ...site, words }, page, { home: homePathIn(site.lang, languages) }));
}

/** The language a path is in: a translation's code for `/es/…`, else the site's own (the first language). */
function languageOfPath(pathname: string): string {
  return translationLanguageOf(pathname, Object.keys(siteDataLoaders).slice(1)) ?? Object.keys(siteDataLoaders)[0] ?? 'en';
}
