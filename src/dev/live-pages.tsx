import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ViteHotContext } from 'vite/types/hot.d.ts';
import { pageLoaders } from 'virtual:page-loaders';
import type { PageModule } from '../page-module.ts';
import { PageView } from '../pages/PageView.tsx';
import { pageUpdateEvent, type PageUpdates } from './page-updates.ts';

/** The newest compiled chunk of each page this tab has opened. */
const modules = new Map<string, PageModule>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest chunk of a page, re-rendering on each save. */
function useLiveModule(id: string, first: PageModule): PageModule {
  return useSyncExternalStore(subscribe, () => modules.get(id) ?? first, () => first);
}

function LivePage({ id, first }: { id: string; first: PageModule }) {
  return <PageView module={useLiveModule(id, first)} />;
}

/** The chunk comes from the same compiler as the first one; this only guards against a failed or odd answer. */
function isPageModule(value: unknown): value is PageModule {
  return typeof value === 'object' && value !== null && 'page' in value && 'components' in value && 'icons' in value && 'images' in value;
}

/** Page routes render their page's newest chunk instead of the one their `lazy` first loaded. */
function livePageRoutes(routes: RouteObject[]): void {
  for (const route of routes) {
    const id = route.id;
    const load = id === undefined ? undefined : pageLoaders[id];
    if (id !== undefined && load !== undefined && route.lazy !== undefined) {
      route.lazy = async () => {
        const first = modules.get(id) ?? (await load());
        modules.set(id, first);
        return { Component: () => <LivePage id={id} first={first} /> };
      };
    }
    if (route.children) livePageRoutes(route.children);
  }
}

/** Re-imports each changed page this tab has opened (the query skips the browser's module cache), then re-renders. */
async function applyPageUpdates({ pages }: PageUpdates): Promise<void> {
  await Promise.all(
    pages.map(async ({ id, url }) => {
      if (!modules.has(id)) return;
      const fresh: unknown = await import(/* @vite-ignore */ `${url}?t=${Date.now()}`);
      if (isPageModule(fresh)) modules.set(id, fresh);
    }),
  );
  for (const listener of listeners) listener();
}

/**
 * Dev server only: a saved page re-renders in place, without a reload. A valid save also ends an
 * earlier bad one, so its error overlay goes (Vite clears it only on its own module updates).
 */
export function livePages(routes: RouteObject[], hot: ViteHotContext): void {
  livePageRoutes(routes);
  hot.on(pageUpdateEvent, (updates) => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
    void applyPageUpdates(updates);
  });
}
