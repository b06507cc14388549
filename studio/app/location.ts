import { useSyncExternalStore } from 'react';

/** The studio's two screens: the page list (`/_studio`) and a file's editor (`/_studio/edit?file=pages/…`). */
export type Screen = { name: 'list' } | { name: 'edit'; file: string };

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentHref = () => window.location.href;

export function screenOf(href: string): Screen {
  const url = new URL(href);
  const file = url.searchParams.get('file');
  return url.pathname.startsWith('/_studio/edit') && file ? { name: 'edit', file } : { name: 'list' };
}

/** The screen the address bar names; back and forward work as on any site. */
export function useScreen(): Screen {
  return screenOf(useSyncExternalStore(subscribe, currentHref));
}

export function hrefOf(screen: Screen): string {
  return screen.name === 'edit' ? `/_studio/edit?file=${encodeURIComponent(screen.file)}` : '/_studio';
}

export function go(screen: Screen): void {
  window.history.pushState(null, '', hrefOf(screen));
  notify();
}
