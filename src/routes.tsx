import { lazy, Suspense } from 'react';
import { isPageModule, type PageModule, type PageRoute } from './page-module.ts';
import { PageView } from './pages/PageView.tsx';
import type { SiteRoute } from './router/route-table.ts';
import { noteAlternates } from './languages/page-alternates.ts';

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
export const notFoundRoute: SiteRoute = {
  id: 'not-found',
  path: '*',
  caseSensitive: true,
  load: async () => (await import('./pages/NotFound.tsx')).NotFound,
};

/** Dev server only: every section type with its example and fields (builds drop it: see `createRoutes`). */
const catalogueRoute: SiteRoute = {
  id: 'catalogue',
  path: '/_catalogue',
  caseSensitive: true,
  load: async () => (await import('./catalogue/Catalogue.tsx')).Catalogue,
};

/** One route per page, in the page's own chunk: a page's data and icons load only when it is visited. */
function pageRoute({ id, path, load }: PageRoute): SiteRoute {
  return {
    id,
    // Letter case included: other spellings fall through to NotFound, which redirects them.
    path,
    caseSensitive: true,
    load: async () => {
      const module = await load();
      noteAlternates(module.page.path, module.alternates);
      return function Page() {
        return <PageView module={module} />;
      };
    },
  };
}

/**
 * The route of the page the browser opened, from the address of its chunk that the page's HTML
 * names, so the first load needs no route table. The table's own route for this page imports the
 * same address later, and the browser hands it the module already loaded.
 */
export function openedPageRoute(path: string, chunkUrl: string): SiteRoute {
  const load = async (): Promise<PageModule> => {
    const module: unknown = await import(/* @vite-ignore */ chunkUrl);
    if (!isPageModule(module)) throw new Error(`${chunkUrl} is not a page's chunk.`);
    return module;
  };
  return pageRoute({ id: `opened:${path}`, path, load });
}

/** The route table: every page, the catalogue in the dev server, and the not-found fallback last. */
export function createRoutes(pages: readonly PageRoute[]): SiteRoute[] {
  return [
    ...pages.map(pageRoute),
    // `DEV` is false in builds, so the catalogue and its chunk leave no trace there.
    ...(import.meta.env.DEV ? [catalogueRoute] : []),
    notFoundRoute,
  ];
}
