import { pageLoaders } from 'virtual:page-loaders';
import { lazy, Suspense } from 'react';
import type { RouteEntry } from '../schema/model/site-model.ts';
import { PageView } from './pages/PageView.tsx';
import type { SiteRoute } from './router/route-table.ts';
import { siteData } from './site-data.ts';

const ErrorPage = lazy(() => import('./pages/ErrorPage.tsx').then((module) => ({ default: module.ErrorPage })));

/** The branded error page, in its own chunk: most visits never need it. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} />
    </Suspense>
  );
}

/** Unknown paths: its own chunk, since it carries the redirect table for other spellings. */
const notFoundRoute: SiteRoute = {
  id: 'not-found',
  load: async () => (await import('./pages/NotFound.tsx')).NotFound,
};

/** Dev server only: every section type with its example and fields (builds drop it: see `createRoutes`). */
const catalogueRoute: SiteRoute = {
  id: 'catalogue',
  path: '/_catalogue',
  load: async () => (await import('./catalogue/Catalogue.tsx')).Catalogue,
};

/** One route per page, in the page's own chunk: a page's data and icons load only when it is visited. */
function pageRoute(id: string, path: string): SiteRoute {
  const load = pageLoaders[id];
  if (!load) throw new Error(`No compiled chunk for page ${id}`);
  return {
    id,
    // Exact, letter case included: other spellings fall through to NotFound, which redirects them.
    path,
    load: async () => {
      const module = await load();
      return function Page() {
        return <PageView module={module} />;
      };
    },
  };
}

/** The route table: every page, the catalogue in the dev server, and the not-found fallback last. */
export function createRoutes(pages: readonly RouteEntry[] = siteData.routes): SiteRoute[] {
  return [
    ...pages.map((route) => pageRoute(route.id, route.path)),
    // `DEV` is false in builds, so the catalogue and its chunk leave no trace there.
    ...(import.meta.env.DEV ? [catalogueRoute] : []),
    notFoundRoute,
  ];
}
