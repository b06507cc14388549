import createCache from '@emotion/cache';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import brandPalette from 'virtual:brand-palette';
import { createSiteTheme } from './theme.ts';
import { namesIn, prerenderedTags } from './prerendered-styles.ts';

let theme: Theme | undefined;

/**
 * The site's theme, made at the first render rather than when this module loads: the browser then
 * does this work in one of hydration's short tasks, not in the long one that runs the site's modules.
 */
const siteTheme = (): Theme => (theme ??= createSiteTheme(brandPalette));

/** Emotion's style cache and the MUI theme, shared by the prerender and the browser. */
export function Providers({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={siteTheme()}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** The Emotion cache key: class names are `css-…`. */
export const emotionKey = 'css';

/**
 * Emotion's style cache, the same on the server and in the browser. No vendor-prefix plugin: every
 * browser the site supports reads the standard properties, and the prefixes made each page's
 * critical CSS about a third larger. In the browser it knows the styles of the prerendered page
 * (prerendered-styles.ts) and adds new ones after them, as the server ordered them.
 */
export function createEmotionCache(key: string = emotionKey): EmotionCache {
  const tags = prerenderedTags();
  const last = tags.at(-1);
  const cache = createCache({ key, stylisPlugins: [], ...(last ? { insertionPoint: last } : {}) });
  for (const name of namesIn(tags)) cache.inserted[name] = true;
  return cache;
}
