import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { browserSiteData, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';
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

/**
 * The module of one page's chunk: its data, the section components and icons it uses, and its
 * pictures' sizes. Importing only the components a page uses keeps the others out of its first load.
 */
export function pageModuleCode(entry: PageEntry, dirs: { publicDir: string; sections: ReadonlyMap<string, SectionModule> }): string {
  const { icons, images } = assetsUsed(entry.page);
  const types = [...new Set(entry.page.sections.map((section) => section.type))].sort();
  const sections = sectionComponentsCode(types, dirs.sections);
  return [
    ...icons.map((name) => `import ${name} from ${JSON.stringify(pageIconId(entry.id, name))};`),
    ...sections.imports,
    `export const page = ${JSON.stringify(entry.page)};`,
    `export const components = ${sections.components};`,
    `export const icons = { ${icons.join(', ')} };`,
    `export const images = ${JSON.stringify(imageSizes(dirs.publicDir, images))};`,
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

/** The module with site settings and menus. */
export function siteDataCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(browserSiteData(siteData))};`;
}

/** The module with the redirect table (spelling -> canonical path), loaded for unknown paths only. */
export function redirectsCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(siteData.redirects)};`;
}

/** The module with the brand palette: the tints and shades are worked out here, not in every visitor's browser. */
export function brandPaletteCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(brandPalette(siteData.site.brand))};`;
}

/** The module with the privacy policy, loaded with its dialog. */
export function privacyCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(siteData.site.privacy)};`;
}
