declare module 'virtual:catalogue' {
  /** Every section type, in the order of the schema's union (dev server only). */
  export const entries: import('./entry.ts').CatalogueEntry[];
  export const icons: import('../assets.tsx').PageAssets['icons'];
  export const images: import('../assets.tsx').PageAssets['images'];
}
