import type { Page } from '../schema/page.ts';
import type { PageAssets } from './assets.tsx';

/** What each page's compiled chunk exports. */
export interface PageModule extends PageAssets {
  page: Page;
}
