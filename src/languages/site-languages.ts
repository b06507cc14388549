import { siteDataLoaders } from 'virtual:site-languages';
import type { BrowserSiteData } from '../../schema/model/site-model.ts';

/**
 * The site data in a language (`lang` or a translation's code): its chunk, which a built page lists
 * among its first load, so this waits for nothing more. An unknown code, or none, gets the site's own language.
 */
export async function siteDataIn(code?: string): Promise<BrowserSiteData> {
  const load = (code === undefined ? undefined : siteDataLoaders[code]) ?? Object.values(siteDataLoaders)[0];
  if (load === undefined) throw new Error('The site has no site data.');
  return (await load()).default;
}
