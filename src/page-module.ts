import type { Page } from '../schema/page.ts';
import type { PageAssets } from './assets.tsx';
import type { SectionRegistry } from './sections/registry.ts';

/** What each page's compiled chunk exports. */
export interface PageModule extends PageAssets {
  page: Page;
  /** The components of the section types this page uses, and no others. */
  components: Partial<SectionRegistry>;
}
