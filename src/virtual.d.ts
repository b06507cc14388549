declare module 'virtual:site-languages' {
  /** Each language's site data (settings, menus, words), by code: a chunk of its own, loaded for the page's language only. */
  export const siteDataLoaders: Record<string, () => Promise<{ default: import('../schema/model/site-model.ts').BrowserSiteData }>>;
}

declare module 'virtual:site-data' {
  /** The team studio's preview frame only: the site data of the site's own language, served by the team server. */
  const data: import('../schema/model/site-model.ts').BrowserSiteData;
  export default data;
}

declare module 'virtual:brand-palette' {
  /** The brand colours of site.yaml and the tints and shades the build derived from them. */
  const palette: import('./brand-tints.ts').BrandPalette;
  export default palette;
}

declare module 'virtual:redirects' {
  /** Lower-cased spelling -> canonical path: loaded only when a path is not a page. */
  const redirects: Record<string, string>;
  export default redirects;
}

declare module 'virtual:later-words' {
  /** The words only the drawer, the privacy dialog and the not-found and error pages show, by language: loaded with them. */
  const words: Partial<Record<string, import('../schema/model/frame-words.ts').LaterWords>>;
  export default words;
}

declare module 'virtual:privacy' {
  /** The privacy policy from site.yaml in each language, by code: loaded with its dialog, not on every page. */
  const privacy: Partial<Record<string, import('../schema/site.ts').Site['privacy']>>;
  export default privacy;
}

declare module 'virtual:page-routes' {
  /** Every page: its id, address and a loader of its own chunk (its data, icons and picture sizes). */
  export const pageRoutes: import('./page-module.ts').PageRoute[];
}
