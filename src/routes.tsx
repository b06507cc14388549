import { pageLoaders } from 'virtual:page-loaders';
import type { RouteObject } from 'react-router-dom';
import { Shell } from './layout/Shell.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PageView } from './pages/PageView.tsx';
import { siteData } from './site-data.ts';

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

/** The route table, built from the pages in pages/. */
export const routes: RouteObject[] = [
  {
    id: 'shell',
    Component: Shell,
    children: [
      {
        id: 'pages',
        ErrorBoundary: ErrorPage,
        children: [...siteData.routes.map((route) => pageRoute(route.id, route.path)), { id: 'not-found', path: '*', Component: NotFound }],
      },
    ],
  },
];
