import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { site } from './site-data.ts';
import { createSiteTheme } from './theme.ts';

const theme = createSiteTheme(site.brand);

/** Emotion's style cache and the MUI theme, shared by the prerender and the browser. */
export function Providers({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** The Emotion cache key; the browser adopts the prerendered `<style data-emotion="css …">` tags. */
export const emotionKey = 'css';
