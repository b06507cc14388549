declare module 'virtual:catalogue' {
  /** Every section type, in the order of the schema's union (dev server only). */
  export const entries: import('./entry.ts').CatalogueEntry[];
  /** Every section type's component: the whole registry, which no page chunk imports. */
  export const components: import('../sections/registry.ts').SectionRegistry;
  export const icons: import('../assets.tsx').PageAssets['icons'];
  export const images: import('../assets.tsx').PageAssets['images'];
}
