import type { PathKey } from '../document/values.ts';
import { useSyncExternalStore } from 'react';

/**
 * The studio's screens: the page list (`/_studio`), a file's editor (`/_studio/edit?file=pages/…`,
 * with `&field=sections.1.heading` to open at a field) and the search of every page
 * (`/_studio/search?q=…`), the translations of every page (`/_studio/translations`) and one page's
 * languages side by side (`/_studio/languages?file=pages/…`). `draft`: the team studio's open draft (`&draft=studio/<person>/<name>`),
 * whose version of the pages is shown and saved; without it, the site's live version. The dev
 * studio never has one.
 */
export type Screen =
  | { name: 'list'; draft?: string | undefined }
  | { name: 'edit'; file: string; draft?: string | undefined; field?: PathKey[] | undefined }
  | { name: 'search'; query: string; draft?: string | undefined }
  | { name: 'translations'; draft?: string | undefined }
  | { name: 'languages'; file: string; draft?: string | undefined };

/** A field's path in an address: `sections.1.cards.4.title` (keys of pages are plain words, positions digits). */
const fieldText = (field: readonly PathKey[]): string => field.map(String).join('.');
const fieldOf = (text: string | null): PathKey[] | undefined =>
  text === null || text === '' ? undefined : text.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

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
  if (url.pathname.startsWith('/_studio/search')) return { name: 'search', query: url.searchParams.get('q') ?? '', draft };
  if (url.pathname.startsWith('/_studio/translations')) return { name: 'translations', draft };
  if (url.pathname.startsWith('/_studio/languages') && file) return { name: 'languages', file, draft };
  return url.pathname.startsWith('/_studio/edit') && file
    ? { name: 'edit', file, draft, field: fieldOf(url.searchParams.get('field')) }
    : { name: 'list', draft };
}

/** The draft the address names, if any: every call to the studio's API reads and saves in it. */
export const draftInAddress = (): string | undefined => ('location' in globalThis ? screenOf(globalThis.location.href).draft : undefined);

/** The screen the address bar names; back and forward work as on any site. */
export function useScreen(): Screen {
  return screenOf(useSyncExternalStore(subscribe, currentHref));
}

export function hrefOf(screen: Screen): string {
  const query = new URLSearchParams();
  if (screen.name === 'edit' || screen.name === 'languages') query.set('file', screen.file);
  if (screen.name === 'edit' && screen.field !== undefined) query.set('field', fieldText(screen.field));
  if (screen.name === 'search' && screen.query !== '') query.set('q', screen.query);
  if (screen.draft !== undefined) query.set('draft', screen.draft);
  const search = query.toString();
  const paths = {
    edit: '/_studio/edit',
    search: '/_studio/search',
    translations: '/_studio/translations',
    languages: '/_studio/languages',
    list: '/_studio',
  };
  const path = paths[screen.name];
  return `${path}${search === '' ? '' : `?${search}`}`;
}

/**
 * Shows `screen`. `notice`: a sentence it says once on arriving (a page deleted: the list says
 * so), kept with this history entry until the screen has shown it (`noticeOnArrival`, `forgetNotice`).
 */
export function go(screen: Screen, notice?: string): void {
  window.history.pushState(notice === undefined ? null : { notice }, '', hrefOf(screen));
  notify();
}

/** A link's click that shows `screen` in this tab; one with a key held (a new tab or window) is the browser's. */
export const showOnClick =
  (screen: Screen) =>
  (event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; preventDefault: () => void }): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    go(screen);
  };

/** The sentence `go` left for the screen now shown, if any. */
export function noticeOnArrival(): string | undefined {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string' ? state.notice : undefined;
}

/** Takes the sentence off the history entry once shown, so Back to this screen does not say it again. */
export function forgetNotice(): void {
  if (noticeOnArrival() !== undefined) window.history.replaceState(null, '', window.location.href);
}
