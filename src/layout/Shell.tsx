import { HydrationBoundary, useHydratedMarker } from '../components/HydrationBoundary.tsx';
import type { ReactNode } from 'react';
import { useLanguage, useSite } from '../site-data.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { PageWideStyles } from './PageWideStyles.tsx';
import { ServedJsonLd } from '../seo/ServedJsonLd.tsx';
import { mainContentId } from '../../schema/model/page-ids.ts';

/** The whole HTML document: head, header, the page (`children`), footer. Rendered at build time and hydrated. */
export function Shell({ children }: { children: ReactNode }) {
  useHydratedMarker();
  const site = useSite();
  const { dir } = useLanguage();
  return (
    <html lang={site.lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.brand.color} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* No paint before the header is whole: a browser that paints while the page still arrives
            would otherwise draw half a header, whose links then move as the rest comes in. */}
        <link rel="expect" href={`#${mainContentId}`} blocking="render" />
        <ServedJsonLd />
      </head>
      <body>
        {/* A part of its own: MUI's page-wide styles (which the browser takes from the prerender
            and does not render again) and the skip link, before the header. */}
        <HydrationBoundary>
          <PageWideStyles />
          <SkipLink />
        </HydrationBoundary>
        <HydrationBoundary>
          <Header />
        </HydrationBoundary>
        <main id={mainContentId}>{children}</main>
        <HydrationBoundary>
          <Footer />
        </HydrationBoundary>
      </body>
    </html>
  );
}
