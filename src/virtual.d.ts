declare module 'virtual:site-data' {
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

declare module 'virtual:privacy' {
  /** The privacy policy from site.yaml: loaded with its dialog, not on every page. */
  const privacy: import('../schema/site.ts').Site['privacy'];
  export default privacy;
}

declare module 'virtual:page-routes' {
  /** Every page: its id, address and a loader of its own chunk (its data, icons and picture sizes). */
  export const pageRoutes: import('./page-module.ts').PageRoute[];
}
