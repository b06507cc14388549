declare module 'virtual:site-data' {
  const data: import('../schema/derive.ts').SiteData;
  export default data;
}

declare module 'virtual:page-loaders' {
  /** Page id -> a loader of that page's own chunk (its data, icons and picture sizes). */
  export const pageLoaders: Record<string, () => Promise<import('./page-module.ts').PageModule>>;
}
