import { pageLoaders } from 'virtual:page-loaders';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteEntry } from '../schema/model/site-model.ts';
import { Shell } from './layout/Shell.tsx';
import { PageView } from './pages/PageView.tsx';
import { siteData } from './site-data.ts';

const ErrorPage = lazy(() => import('./pages/ErrorPage.tsx').then((module) => ({ default: module.ErrorPage })));

/** The branded error page, in its own chunk: most visits never need it. */
function RouteError() {
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}

/** Unknown paths: its own chunk, since it carries the redirect table for other spellings. */
const notFoundRoute: RouteObject = {
  id: 'not-found',
  path: '*',
  lazy: async () => ({ Component: (await import('./pages/NotFound.tsx')).NotFound }),
};

/** Dev server only: every section type with its example and fields (builds drop it: see `createRoutes`). */
const catalogueRoute: RouteObject = {
  id: 'catalogue',
  path: '/_catalogue',
  lazy: async () => ({ Component: (await import('./catalogue/Catalogue.tsx')).Catalogue }),
};

/** One lazy route per page: a page's data and icons load only when it is visited. */
function pageRoute(id: string, path: string): RouteObject {
  const load = pageLoaders[id];
  if (!load) throw new Error(`No compiled chunk for page ${id}`);
  return {
    id,
    path,
    // Other spellings fall through to NotFound, which redirects them to this canonical path.
    caseSensitive: true,
    lazy: async () => {
      const module = await load();
      return { Component: () => <PageView module={module} /> };
    },
  };
}

/**
 * The route table for the given pages (all of them in the browser). The prerender passes only the
 * page it renders: the router ranks every route on each match, which would grow with the site.
 */
export function createRoutes(pages: readonly RouteEntry[] = siteData.routes): RouteObject[] {
  return [
    {
      id: 'shell',
      Component: Shell,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteError,
          children: [
            ...pages.map((route) => pageRoute(route.id, route.path)),
            // `DEV` is false in builds, so the catalogue and its chunk leave no trace there.
            ...(import.meta.env.DEV ? [catalogueRoute] : []),
            notFoundRoute,
          ],
        },
      ],
    },
  ];
}
