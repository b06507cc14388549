import type { Page } from '../schema/page.ts';
import type { Alternate } from '../schema/model/site-model.ts';
import type { PageAssets } from './assets.tsx';
import type { SectionRegistry } from './sections/registry.ts';

/** What each page's compiled chunk exports. */
export interface PageModule extends PageAssets {
  page: Page;
  /** The components of the section types this page uses, and no others. */
  components: Partial<SectionRegistry>;
  /** The page in every language it is written in, its own among them (one entry for a page in one language). */
  alternates: Alternate[];
}

/** A page in the route table (`virtual:page-routes`). */
export interface PageRoute {
  /** Stable id from the file name, for example `industries/retail`. */
  id: string;
  path: string;
  load: () => Promise<PageModule>;
}

/** For chunks imported by address: the build made them, this only guards against a failed or odd answer. */
export function isPageModule(value: unknown): value is PageModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'page' in value &&
    'components' in value &&
    'icons' in value &&
    'images' in value &&
    'alternates' in value
  );
}

/** The route table a build writes (scripts/build/route-table.ts): the file of the code it belongs to, and every page. */
export interface BuiltRouteTable {
  /** The address of the chunk that holds src/page-routes.ts in the build that wrote the table. */
  code: string;
  pageRoutes: PageRoute[];
}

export function isBuiltRouteTable(value: unknown): value is BuiltRouteTable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof value.code === 'string' &&
    'pageRoutes' in value &&
    Array.isArray(value.pageRoutes)
  );
}
