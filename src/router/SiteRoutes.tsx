import { use, useEffect, type ComponentType } from 'react';
import { translationLanguageOf } from '../../schema/model/languages.ts';
import { useSiteData } from '../site-data.tsx';
import { useLocation, useRoutes } from 'react-router-dom';
import { AfterNavigation } from './AfterNavigation.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { componentOf, loadedComponent, type SiteRoute } from './route-table.ts';

/** The page the browser opened (or the prerender renders), and the address it was opened at. */
export interface OpenedPage {
  route: SiteRoute;
  pathname: string;
}

interface SiteRoutesProps {
  opened: OpenedPage;
  /**
   * Every route of the site, fetched on the first navigation away from the opened page if nothing
   * fetched it before. Must answer the same promise each time (src/router/shared-load.ts).
   */
  table: () => Promise<readonly SiteRoute[]>;
  /** The branded error page, shown in the page's place when it cannot load or throws. */
  Fallback: ComponentType<{ error: unknown }>;
}

/** A route's page; while its chunk loads, a navigation (a transition) keeps the old page on screen. */
function RoutePage({ route }: { route: SiteRoute }) {
  const Component = loadedComponent(route) ?? use(componentOf(route));
  // eslint-disable-next-line react-hooks/static-components -- not made here: the route module's own component, the same object on every render
  return <Component />;
}

/**
 * A page in another language than the document's: the whole document loads, so that the site's
 * frame (menus, words, direction) is in the page's language too.
 */
function OtherLanguagePage() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}

function MatchedPage({ opened, table }: Omit<SiteRoutesProps, 'Fallback'>) {
  const { pathname } = useLocation();
  const { site, languages } = useSiteData();
  const pathLanguage =
    translationLanguageOf(
      pathname,
      languages.slice(1).map((language) => language.code),
    ) ??
    languages[0]?.code ??
    site.lang;
  const elsewhere = pathname !== opened.pathname && pathLanguage !== site.lang;
  // At the address it was opened at, the page its HTML named, whatever spelling the host served it
  // under (`/pricing/` for `/pricing`): the first load needs no route table.
  const routes = pathname === opened.pathname || elsewhere ? [{ ...opened.route, path: '*' }] : use(table());
  const page = useRoutes(
    routes.map((route) => ({ path: route.path, caseSensitive: route.caseSensitive, element: <RoutePage route={route} /> })),
  );
  return elsewhere ? <OtherLanguagePage /> : page;
}

/**
 * Where the layout shows the current page, chosen by react-router from the route table, and what
 * follows each navigation. The same tree in the prerender and the browser, so the ids React makes
 * (useId) match when the page hydrates.
 */
export function SiteRoutes({ Fallback, ...routes }: SiteRoutesProps) {
  const { pathname } = useLocation();
  // Keyed by address, so an error on one page does not stay when the visitor moves on.
  return (
    <>
      <AfterNavigation />
      <RouteErrorBoundary key={pathname} fallback={(error) => <Fallback error={error} />}>
        <MatchedPage {...routes} />
      </RouteErrorBoundary>
    </>
  );
}
