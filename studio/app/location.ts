import { useSyncExternalStore } from 'react';

/**
 * The studio's two screens: the page list (`/_studio`) and a file's editor (`/_studio/edit?file=pages/…`).
 * `draft`: the team studio's open draft (`&draft=studio/<person>/<name>`), whose version of the pages is shown and saved;
 * without it, the site's live version. The dev studio never has one.
 */
export type Screen = { name: 'list'; draft?: string | undefined } | { name: 'edit'; file: string; draft?: string | undefined };

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Back and forward are listened for once something shows a screen (the API client imports this module too, also outside a browser).
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

const currentHref = () => window.location.href;

export function screenOf(href: string): Screen {
  const url = new URL(href);
  const file = url.searchParams.get('file');
  const draft = url.searchParams.get('draft') || undefined;
  return url.pathname.startsWith('/_studio/edit') && file ? { name: 'edit', file, draft } : { name: 'list', draft };
}

/** The draft the address names, if any: every call to the studio's API reads and saves in it. */
export const draftInAddress = (): string | undefined => ('location' in globalThis ? screenOf(globalThis.location.href).draft : undefined);

/** The screen the address bar names; back and forward work as on any site. */
export function useScreen(): Screen {
  return screenOf(useSyncExternalStore(subscribe, currentHref));
}

export function hrefOf(screen: Screen): string {
  const query = new URLSearchParams();
  if (screen.name === 'edit') query.set('file', screen.file);
  if (screen.draft !== undefined) query.set('draft', screen.draft);
  const search = query.toString();
  return `${screen.name === 'edit' ? '/_studio/edit' : '/_studio'}${search === '' ? '' : `?${search}`}`;
}

export function go(screen: Screen): void {
  window.history.pushState(null, '', hrefOf(screen));
  notify();
}
