import { useEffect, useSyncExternalStore } from 'react';
import { parse } from 'yaml';
import { slugify } from '../../../../../schema/model/slug.ts';
import { studioApi } from '../../../api.ts';
import { errorWords, loading, type Loaded } from '../load.ts';

/** A `{token}` authors may write in text, and what it reads as now. */
export interface SiteWord {
  /** Its name, without braces: `brand`. */
  token: string;
  value: string;
}

/** A group of the menus (site.yaml's `navGroups`). */
export interface MenuGroup {
  id: string;
  label: string;
}

/** What the pickers read from site.yaml. */
export interface SiteSettings {
  words: SiteWord[];
  groups: MenuGroup[];
}

export const siteFile = 'pages/site.yaml';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function parsed(source: string): unknown {
  try {
    return parse(source);
  } catch {
    return undefined;
  }
}

/**
 * The site words and menu groups of site.yaml's text, read the way the loader reads them
 * (schema/content/tokens.ts): `{brand}`, `{brandSlug}`, `{email}`, `{phone}`, `{year}`, then the
 * file's own `tokens`. A file with mistakes still gives what it can.
 */
export function readSiteSettings(source: string, year = new Date().getFullYear()): SiteSettings {
  const site = record(parsed(source));
  const brand = text(record(site['brand'])['name']);
  const contact = record(site['contact']);
  const found = new Map<string, string>();
  if (brand !== undefined) found.set('brand', brand).set('brandSlug', slugify(brand));
  const email = text(contact['email']);
  if (email !== undefined) found.set('email', email);
  const phone = text(contact['phone']);
  if (phone !== undefined) found.set('phone', phone);
  found.set('year', String(year));
  for (const [token, value] of Object.entries(record(site['tokens']))) if (typeof value === 'string') found.set(token, value);
  const groups = (Array.isArray(site['navGroups']) ? site['navGroups'] : []).flatMap((entry: unknown) => {
    const id = text(record(entry)['id']);
    return id ? [{ id, label: text(record(entry)['label']) ?? id }] : [];
  });
  return { words: [...found].map(([token, value]) => ({ token, value })), groups };
}

/** One read of site.yaml per studio session, shared by every field (a failed read can be tried again). */
let current: Loaded<SiteSettings> | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function settle(next: Loaded<SiteSettings>) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** After site.yaml is saved in the studio: its new words and groups, without asking the server again. */
export function siteSettingsSaved(text: string): void {
  settle({ state: 'ready', data: readSiteSettings(text) });
}

function load() {
  if (current?.state === 'loading' || current?.state === 'ready') return;
  settle(loading);
  studioApi.open(siteFile).then(
    (file) => settle({ state: 'ready', data: readSiteSettings(file.text) }),
    (error: unknown) => settle({ state: 'failed', message: errorWords(error) }),
  );
}

/**
 * site.yaml's words and menu groups, read once and shared; `retry` reads again after a failure.
 * Nothing is asked until `wanted` (a menu opened).
 */
export function useSiteSettings(wanted = true): { settings: Loaded<SiteSettings>; retry: () => void } {
  const settings = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    if (wanted && current === undefined) load();
  }, [wanted]);
  return { settings: settings ?? loading, retry: load };
}
