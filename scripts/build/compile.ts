import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { imageSize } from 'image-size';
import { browserSiteData, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';
import { walk } from '../../schema/content/walk.ts';
import { brandPalette } from '../../src/brand-tints.ts';

/** The icon names and picture paths a value uses (a page, or the site settings). */
export function assetsUsed(value: unknown): { icons: string[]; images: string[] } {
  const icons = new Set<string>();
  const images = new Set<string>();
  walk(value, (_path, key, item) => {
    if (typeof item !== 'string') return;
    if (key === 'icon') icons.add(item);
    if (key === 'src' && item.startsWith('/images/')) images.add(item);
  });
  return { icons: [...icons].sort(), images: [...images].sort() };
}

/** Width and height of each picture, read from the file so the page reserves its space. */
export function imageSizes(publicDir: string, images: readonly string[]): Record<string, { width: number; height: number }> {
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const src of images) {
    const { width, height } = imageSize(readFileSync(join(publicDir, src)));
    sizes[src] = { width, height };
  }
  return sizes;
}

/**
 * A page's own copy of a Material icon. Shared icon modules would each become a tiny chunk of
 * their own, a request apiece on first load; a copy per page compresses into the page's chunk.
 */
export function pageIconId(pageId: string, name: string): string {
  return `virtual:page-icon/${pageId}/${name}`;
}

/** The code of a page's icon copy: the icon's module, importing MUI's icon factory by package name. */
export function pageIconCode(iconsDir: string, name: string): string {
  return readFileSync(join(iconsDir, `${name}.mjs`), 'utf8').replace('"./utils/createSvgIcon.mjs"', '"@mui/icons-material/utils/createSvgIcon"');
}

/** Where a section type's component lives: its export name and its file. */
export interface SectionModule {
  name: string;
  file: string;
}

/**
 * The section registry (src/sections/registry.ts) read as data: its `export { Hero as 'hero' } from
 * './Hero.tsx'` lines. Page chunks import each component from its own file rather than through the
 * registry, because the bundler would otherwise put every section into one shared chunk.
 */
export function sectionModules(registryFile: string): Map<string, SectionModule> {
  const source = readFileSync(registryFile, 'utf8');
  const modules = new Map<string, SectionModule>();
  for (const match of source.matchAll(/^export \{ (\w+) as '([a-z][a-z0-9-]*)' \} from '(\.\/[\w-]+\.tsx)';$/gm)) {
    const [, name, type, file] = match;
    if (name && type && file) modules.set(type, { name, file: join(dirname(registryFile), file) });
  }
  return modules;
}

/**
 * The module of one page's chunk: its data, the section components and icons it uses, and its
 * pictures' sizes. Importing only the components a page uses keeps the others out of its first load.
 */
export function pageModuleCode(entry: PageEntry, dirs: { publicDir: string; sections: ReadonlyMap<string, SectionModule> }): string {
  const { icons, images } = assetsUsed(entry.page);
  const types = [...new Set(entry.page.sections.map((section) => section.type))].sort();
  const components = types.map((type) => {
    const module = dirs.sections.get(type);
    if (!module) throw new Error(`The section type "${type}" has no export in src/sections/registry.ts: add its component there.`);
    return { type, ...module };
  });
  return [
    ...icons.map((name) => `import ${name} from ${JSON.stringify(pageIconId(entry.id, name))};`),
    ...components.map(({ name, file }) => `import { ${name} } from ${JSON.stringify(file)};`),
    `export const page = ${JSON.stringify(entry.page)};`,
    `export const components = { ${components.map(({ type, name }) => `${JSON.stringify(type)}: ${name}`).join(', ')} };`,
    `export const icons = { ${icons.join(', ')} };`,
    `export const images = ${JSON.stringify(imageSizes(dirs.publicDir, images))};`,
  ].join('\n');
}

/**
 * The route table's module: each page's id, address and a loader of its chunk. It grows with the
 * site, so it is a chunk of its own, fetched after the first load (src/page-routes.ts).
 */
export function pageRoutesCode(pages: readonly PageEntry[], moduleId: (id: string) => string): string {
  const entries = pages.map(({ id, page }) => `  { id: ${JSON.stringify(id)}, path: ${JSON.stringify(page.path)}, load: () => import(${JSON.stringify(moduleId(id))}) },`);
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
