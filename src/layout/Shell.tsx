import CssBaseline from '@mui/material/CssBaseline';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { site } from '../site-data.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { ServedJsonLd } from '../seo/ServedJsonLd.tsx';
import { mainContentId } from '../../schema/model/page-ids.ts';

/** After a client-side navigation: start at the top and move focus to the new page's heading. */
function useRouteChangeFocus() {
  const { pathname } = useLocation();
  // The address last shown, not a "first run" flag: React runs effects twice in development, and a
  // flag would then take the first page's load for a navigation (stealing the focus from whatever
  // has it, such as the page studio's form beside its preview).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Marks the document once React has taken over the prerendered HTML (tests and monitoring wait on it). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}

/** The whole HTML document: head, header, the page, footer. Rendered at build time and hydrated. */
export function Shell() {
  useRouteChangeFocus();
  useHydratedMarker();
  return (
    <html lang={site.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.brand.color} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ServedJsonLd />
      </head>
      <body>
        <CssBaseline />
        <SkipLink />
        <Header />
        <main id={mainContentId}>
          <Outlet />
        </main>
        <Footer />
      </body>
    </html>
  );
}
