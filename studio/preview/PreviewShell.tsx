import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { mainContentId } from '../../schema/model/page-ids.ts';
import { Footer } from '../../src/layout/Footer.tsx';
import { Header } from '../../src/layout/Header.tsx';
import { SkipLink } from '../../src/layout/SkipLink.tsx';

/**
 * The site's frame around the draft: the same header, footer and page-wide styles as the site's
 * Shell, drawn into the preview's own document (the Shell draws the whole `<html>`, which a page
 * rendered in the browser alone cannot).
 */
export function PreviewShell({ children }: { children: ReactNode }) {
  return (
    <>
      <CssBaseline />
      <SkipLink />
      <Header />
      <main id={mainContentId}>{children}</main>
      <Footer />
    </>
  );
}
