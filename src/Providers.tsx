import createCache from '@emotion/cache';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { StylisPlugin } from '@emotion/cache';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import brandPalette from 'virtual:brand-palette';
import { createSiteTheme } from './theme.ts';
import { namesIn, prerenderedTags } from './prerendered-styles.ts';
import { useLanguage } from './site-data.tsx';

const themes: Partial<Record<'ltr' | 'rtl', Theme>> = {};

/**
 * The site's theme in a text direction, made at the first render rather than when this module
 * loads: the browser then does this work in one of hydration's short tasks, not in the long one
 * that runs the site's modules.
 */
const siteTheme = (direction: 'ltr' | 'rtl'): Theme => (themes[direction] ??= createSiteTheme(brandPalette, direction));

/** Emotion's style cache and the MUI theme in the page's language's direction, shared by the prerender and the browser. */
export function Providers({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  const { dir } = useLanguage();
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={siteTheme(dir)}>{children}</ThemeProvider>
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
export function createEmotionCache(key: string = emotionKey, stylisPlugins: StylisPlugin[] = []): EmotionCache {
  const tags = prerenderedTags();
  const last = tags.at(-1);
  const cache = createCache({ key, stylisPlugins, ...(last ? { insertionPoint: last } : {}) });
  for (const name of namesIn(tags)) cache.inserted[name] = true;
  return cache;
}
