import { useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteRoute } from '../router/route-table.ts';
import type { ViteHotContext } from 'vite/types/hot.d.ts';
import { pageRoutes } from 'virtual:page-routes';
import { isPageModule, type PageModule } from '../page-module.ts';
import { noteAlternates } from '../languages/page-alternates.ts';
import { PageView } from '../pages/PageView.tsx';
import { pageUpdateEvent, type PageUpdates } from './page-updates.ts';
import { inStudioFrame, StudioPageView } from './studio-frame.tsx';

/** Each page's loader of its first chunk, by id. */
const pageLoaders = new Map(pageRoutes.map((route) => [route.id, route.load]));
/** The newest compiled chunk of each page this tab has opened. */
const modules = new Map<string, PageModule>();
/** The studio's drafts of pages the running site does not have yet (a new page), by address. */
const newPages = new Map<string, PageModule>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest chunk of a page, re-rendering on each save. */
function useLiveModule(id: string, first: PageModule): PageModule {
  return useSyncExternalStore(
    subscribe,
    () => modules.get(id) ?? first,
    () => first,
  );
}

function LivePage({ id, first }: { id: string; first: PageModule }) {
  const module = useLiveModule(id, first);
  // In the studio's preview frame, the page can be clicked to edit it (studio-frame.tsx).
  return inStudioFrame() ? <StudioPageView module={module} /> : <PageView module={module} />;
}

/** The studio's draft of a new page at this address, else the site's own "not found" page. */
function newPageOr(NotFound: ComponentType): ComponentType {
  return function NewPageDraft() {
    const { pathname } = useLocation();
    const draft = useSyncExternalStore(
      subscribe,
      () => newPages.get(pathname),
      () => undefined,
    );
    return draft ? <StudioPageView module={draft} /> : <NotFound />;
  };
}

/** Page routes render their page's newest chunk instead of the one they first loaded. */
function livePageRoutes(routes: SiteRoute[]): void {
  for (const route of routes) {
    const { id } = route;
    const notFound = route.load;
    if (id === 'not-found' && inStudioFrame()) route.load = async () => newPageOr(await notFound());
    const load = pageLoaders.get(id);
    if (load !== undefined) {
      route.load = async () => {
        const loaded = modules.get(id) ?? (await load());
        // A draft or a save that came in while the chunk loaded is newer: it is the one shown.
        const first = modules.get(id) ?? loaded;
        modules.set(id, first);
        noteAlternates(first.page.path, first.alternates);
        return function Page() {
          return <LivePage id={id} first={first} />;
        };
      };
    }
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

/** What the page studio sends its preview frame: a draft's compiled chunk to show in place of a page. */
interface DraftMessage {
  type: 'studio:draft';
  routeId: string;
  /** The page's address: a new page, unknown to the running site yet, is shown there. */
  url: string;
  module: string;
  /** Echoed back once drawn, so the studio knows which edit the frame shows. */
  seq: number;
}

function isDraftMessage(value: unknown): value is DraftMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message: Partial<Record<keyof DraftMessage, unknown>> = value;
  return (
    message.type === 'studio:draft' &&
    typeof message.routeId === 'string' &&
    typeof message.url === 'string' &&
    typeof message.module === 'string' &&
    typeof message.seq === 'number'
  );
}

/**
 * What the frame tells the studio: that it listens, which draft it shows, or why it could not show
 * one (the same shapes as studio/preview/messages.ts, which the site's code does not import).
 */
type FrameMessage =
  | { type: 'studio:ready'; path: string }
  | { type: 'studio:rendered'; seq: number }
  | { type: 'studio:note'; seq: number; note?: string };

const tellStudio = (message: FrameMessage) => window.parent.postMessage(message, window.location.origin);

/**
 * In the page studio's preview frame (/_studio shows this site in an iframe), the studio's unsaved
 * draft replaces the page's chunk and re-renders in place, so the scroll position stays. Only the
 * studio's own window (same origin, the parent) is listened to.
 */
function studioDrafts(): void {
  if (!inStudioFrame()) return;
  // The studio shows the draft's problems itself; the dev server's overlay would cover the preview.
  new MutationObserver(() => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
  }).observe(document.documentElement, { childList: true, subtree: true });
  // Imports can finish out of order (the first one compiles the most); an older draft never replaces a newer one.
  let shown = -1;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent || !isDraftMessage(event.data)) return;
    const { routeId, url, module, seq } = event.data;
    // A draft that does not load (the dev server stopped, restarted its dependencies or no longer
    // keeps it) is said in the studio, and the preview keeps what it shows, instead of waiting in silence.
    const failed = (error: unknown) => {
      if (seq < shown) return;
      const why = error instanceof Error ? error.message : String(error);
      tellStudio({
        type: 'studio:note',
        seq,
        note: `The preview could not load this version of the page (${why}). Your next edit tries again.`,
      });
    };
    import(/* @vite-ignore */ module).then((fresh: unknown) => {
      if (seq < shown) return;
      if (!isPageModule(fresh)) {
        failed('the dev server no longer keeps it');
        return;
      }
      shown = seq;
      if (pageLoaders.has(routeId)) modules.set(routeId, fresh);
      else newPages.set(url, fresh);
      for (const listener of listeners) listener();
      tellStudio({ type: 'studio:note', seq });
      // Drawn by the next frame: React renders an external store's change synchronously.
      requestAnimationFrame(() => tellStudio({ type: 'studio:rendered', seq }));
    }, failed);
  });
  tellStudio({ type: 'studio:ready', path: window.location.pathname });
}

/**
 * Dev server only: a saved page re-renders in place, without a reload. A valid save also ends an
 * earlier bad one, so its error overlay goes (Vite clears it only on its own module updates). In
 * the studio's preview frame, unsaved drafts do the same.
 */
export function livePages(routes: SiteRoute[], hot: ViteHotContext): void {
  livePageRoutes(routes);
  studioDrafts();
  hot.on(pageUpdateEvent, (updates) => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
    void applyPageUpdates(updates);
  });
}
