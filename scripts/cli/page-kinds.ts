/** The kinds of page `npm run new` can start: where each goes, its menu group and its template. */
export interface PageKind {
  /** Folder under pages/. */
  folder: string;
  /** The menu group (`nav.group`) the page joins. */
  group: string;
  /** What the kind is, in the words of the success message. */
  description: string;
  /** Where its picture goes, if it has one. */
  imageFolder: string;
}

export const pageKinds = {
  module: { folder: 'modules', group: 'modules', description: 'an ERP module page', imageFolder: 'modules' },
  industry: { folder: 'industries', group: 'industries', description: 'an industry page', imageFolder: 'industries' },
  product: { folder: 'products', group: 'products', description: 'a product page', imageFolder: 'hero' },
  page: { folder: 'company', group: 'about', description: 'a company page', imageFolder: 'company' },
} satisfies Record<string, PageKind>;

export type PageKindName = keyof typeof pageKinds;

export const kindNames = Object.keys(pageKinds).filter((name): name is PageKindName => Object.hasOwn(pageKinds, name));
