import siteData from 'virtual:site-data';
import type { BrowserSiteData } from '../../schema/model/site-model.ts';
import { languageSiteDataModule } from '../api/contract/preview-messages.ts';

/**
 * The language the frame draws in: the site's own, or a translation's, whose menus, footer and
 * words the team server compiles on asking (`site-data-<code>`). Each language's data is loaded
 * once; the header and footer render again when the language changes.
 */
let shown: { language: string | undefined; data: BrowserSiteData } = { language: undefined, data: siteData };
const listeners = new Set<() => void>();
const loaded = new Map<string, Promise<BrowserSiteData>>();

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site data the frame draws with now. */
export const frameSiteData = (): BrowserSiteData => shown.data;

/** What the server's module gives, checked before the frame draws with it. */
function isSiteData(value: unknown): value is BrowserSiteData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'site' in value &&
    typeof value.site === 'object' &&
    'nav' in value &&
    Array.isArray(value.nav) &&
    'languages' in value &&
    Array.isArray(value.languages)
  );
}

async function siteDataIn(code: string): Promise<BrowserSiteData> {
  const module: unknown = await import(/* @vite-ignore */ languageSiteDataModule(code));
  const data = typeof module === 'object' && module !== null && 'default' in module ? module.default : undefined;
  if (!isSiteData(data)) throw new Error(`The studio has no site data in the language “${code}”.`);
  return data;
}

/** Draws from now on in `language` (the site's own when undefined), once its data is here. */
export async function showLanguage(language: string | undefined): Promise<void> {
  if (language === shown.language) return;
  let data = siteData;
  if (language !== undefined) {
    const loading = loaded.get(language) ?? siteDataIn(language);
    loaded.set(language, loading);
    // A failed load is asked again next time.
    loading.catch(() => loaded.delete(language));
    data = await loading;
  }
  shown = { language, data };
  for (const listener of listeners) listener();
}
