/** The dev server's message after a valid save that changed only pages' content. */
export interface PageUpdates {
  /** Each changed page's id and the dev server's address of its compiled chunk. */
  pages: { id: string; url: string }[];
}

export const pageUpdateEvent = 'site-pages:update';

// Types the payload of `import.meta.hot.on('site-pages:update', …)`.
declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    'site-pages:update': PageUpdates;
  }
}
