import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { browserSiteData, byLanguage, laterWords, type Alternate, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';
import { siteLanguages } from '../../schema/model/languages.ts';
import { assetsUsed } from '../../schema/content/assets-used.ts';
import { brandPalette } from '../../src/brand-tints.ts';
import { sectionRegistry } from '../../src/sections/registry.ts';
import { pageIconId } from './page-icons.ts';

export { assetsUsed };

/** Width and height of each picture, read from the file so the page reserves its space. */
export function imageSizes(publicDir: string, images: readonly string[]): Record<string, { width: number; height: number }> {
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const src of images) {
    const { width, height } = imageSize(readFileSync(join(publicDir, src)));
    sizes[src] = { width, height };
  }
  return sizes;
}

/** Where a section type's component lives: its export name and its file. */
export interface SectionModule {
  name: string;
  file: string;
}

/**
 * Where each section type's component lives, from the section registry (src/sections/registry.ts)
 * in `sectionsDir`. Page chunks import each component from its own file rather than through one
 * module of them all, because the bundler would otherwise put every section into one shared chunk.
 */
export function sectionModules(sectionsDir: string): Map<string, SectionModule> {
  return new Map(Object.entries(sectionRegistry).map(([type, name]) => [type, { name, file: join(sectionsDir, `${name}.tsx`) }]));
}

/** The imports of the given section types' components, and the object that maps each type to its component. */
export function sectionComponentsCode(
  types: readonly string[],
  sections: ReadonlyMap<string, SectionModule>,
): { imports: string[]; components: string } {
  const components = types.map((type) => {
    const module = sections.get(type);
    if (!module) throw new Error(`The section type "${type}" has no entry in src/sections/registry.ts: add its component there.`);
    return { type, ...module };
  });
  return {
    imports: components.map(({ name, file }) => `import { ${name} } from ${JSON.stringify(file)};`),
    components: `{ ${components.map(({ type, name }) => `${JSON.stringify(type)}: ${name}`).join(', ')} }`,
  };
}

/** The section types a page uses, sorted: with its icons, what its chunk's code (not its data) depends on. */
export function pageSectionTypes(entry: PageEntry): string[] {
  return [...new Set(entry.page.sections.map((section) => section.type))].sort();
}

/**
 * The name that stands in a built page chunk where its data goes (see `pageDataHole`). A global
 * name, so the minifier leaves it as it is; the build puts the data in its place afterwards.
 */
export const pageDataHole = '__SITE_PAGE_DATA__';

/** What a page chunk holds that changes with the page's text: the page and its pictures' sizes, as JSON. */
export function pageChunkData(entry: PageEntry, publicDir: string, alternates: readonly Alternate[]): string {
  return JSON.stringify({ page: entry.page, images: imageSizes(publicDir, assetsUsed(entry.page).images), alternates });
}

/** JSON as a single-quoted JavaScript string: JSON itself never needs a single quote escaped, so this costs nearly nothing. */
export function jsonLiteral(json: string): string {
  return `'${json.replace(/[\\']/g, (character) => `\\${character}`)}'`;
}

/**
 * The module of one page's chunk: its data, the section components and icons it uses, and its
 * pictures' sizes. Importing only the components a page uses keeps the others out of its first load.
 * With `dataHole`, the data is left out (`JSON.parse(__SITE_PAGE_DATA__)`): the chunk's code then
 * depends only on which sections and icons the page uses, and the build fills in the data (as
 * `jsonLiteral(pageChunkData(…))`) after bundling, so a page whose text changed is rebuilt by
 * putting its new data into its previous chunk (scripts/build/incremental-build.ts).
 */
export function pageModuleCode(
  entry: PageEntry,
  dirs: { publicDir: string; sections: ReadonlyMap<string, SectionModule> },
  alternates: readonly Alternate[],
  dataHole = false,
): string {
  const { icons, images } = assetsUsed(entry.page);
  const sections = sectionComponentsCode(pageSectionTypes(entry), dirs.sections);
  const data = dataHole
    ? [
        `const data = JSON.parse(${pageDataHole});`,
        'export const page = data.page;',
        'export const images = data.images;',
        'export const alternates = data.alternates;',
      ]
    : [
        `export const page = ${JSON.stringify(entry.page)};`,
        `export const images = ${JSON.stringify(imageSizes(dirs.publicDir, images))};`,
        `export const alternates = ${JSON.stringify(alternates)};`,
      ];
  return [
    ...icons.map((name) => `import ${name} from ${JSON.stringify(pageIconId(entry.id, name))};`),
    ...sections.imports,
    ...data,
    `export const components = ${sections.components};`,
    `export const icons = { ${icons.join(', ')} };`,
  ].join('\n');
}

/**
 * The route table's module: each page's id, address and a loader of its chunk. It grows with the
 * site, so it is a chunk of its own, fetched after the first load (src/page-routes.ts).
 */
export function pageRoutesCode(pages: readonly PageEntry[], moduleId: (id: string) => string): string {
  const entries = pages.map(
    ({ id, page }) =>
      `  { id: ${JSON.stringify(id)}, path: ${JSON.stringify(page.path)}, load: () => import(${JSON.stringify(moduleId(id))}) },`,
  );
  return `export const pageRoutes = [\n${entries.join('\n')}\n];`;
}

/** The module with one language's site settings, menus and words. */
export function siteDataCode(siteData: SiteData, code: string): string {
  return `export default ${JSON.stringify(browserSiteData(siteData, code))};`;
}

/**
 * The module that knows the site's languages and loads one's site data: each language's is a
 * chunk of its own, so a page loads its language's alone (the page's HTML lists it among its first load).
 */
export function siteLanguagesCode(siteData: SiteData, moduleId: (code: string) => string): string {
  const codes = siteLanguages(siteData.site).map((language) => language.code);
  const loaders = codes.map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(moduleId(code))}),`);
  return `export const siteDataLoaders = {
${loaders.join('\n')}
};`;
}

/** The module with the redirect table (spelling -> canonical path), loaded for unknown paths only. */
export function redirectsCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(siteData.redirects)};`;
}

/** The module with the brand palette: the tints and shades are worked out here, not in every visitor's browser. */
export function brandPaletteCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(brandPalette(siteData.site.brand))};`;
}

/** The module with the words the drawer, the privacy dialog and the not-found and error pages show, in each language, by code. */
export function laterWordsCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(laterWords(siteData))};`;
}

/** The module with the privacy policy in each language, by code, loaded with its dialog. */
export function privacyCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(byLanguage(siteData, (site) => site.privacy))};`;
}
