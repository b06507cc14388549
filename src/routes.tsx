import { pageLoaders } from 'virtual:page-loaders';
import type { RouteObject } from 'react-router-dom';
import type { RouteEntry } from '../schema/derive.ts';
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
          ErrorBoundary: ErrorPage,
          children: [...pages.map((route) => pageRoute(route.id, route.path)), { id: 'not-found', path: '*', Component: NotFound }],
        },
      ],
    },
  ];
}
