import { createContext, use, type ReactNode } from 'react';
import type { BrowserSiteData } from '../schema/model/site-model.ts';
import { homePathIn } from '../schema/model/languages.ts';
import { wordPlaceholder } from '../schema/model/frame-words.ts';
import type { Language } from '../schema/site.ts';
import type { FirstWords } from '../schema/model/frame-words.ts';

/**
 * Site settings, menus and words in the page's language, compiled from pages/ at build time. A
 * document is in one language: the browser loads that language's data before it hydrates
 * (src/entry-client.tsx), the prerender each page's (src/entry-server.tsx).
 */
const SiteDataContext = createContext<BrowserSiteData | undefined>(undefined);

export function SiteDataProvider({ data, children }: { data: BrowserSiteData; children: ReactNode }) {
  return <SiteDataContext value={data}>{children}</SiteDataContext>;
}

export function useSiteData(): BrowserSiteData {
  const data = use(SiteDataContext);
  if (data === undefined) throw new Error('The site data is missing: render the site inside SiteDataProvider.');
  return data;
}

export const useSite = (): BrowserSiteData['site'] => useSiteData().site;
/** The words of the site's frame in every page's first load (src/languages/later-words.ts has the others). */
export const useWords = (): FirstWords => useSiteData().site.words;

/** The page's language: its code, name and direction. */
export function useLanguage(): Language {
  const { site, languages } = useSiteData();
  return languages.find((language) => language.code === site.lang) ?? { code: site.lang, name: site.lang, dir: 'ltr' };
}

/** The home page in the page's language: `/`, or `/es` for a translation. */
export function useHomePath(): string {
  const { site, languages } = useSiteData();
  return homePathIn(site.lang, languages);
}

/** A word of the site's frame with its `{name}` filled in: `Back to {name}` -> `Back to Industries`. */
export const wordFor = (text: string, name: string): string => text.replaceAll(`{${wordPlaceholder}}`, name);
