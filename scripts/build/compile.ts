import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { browserSiteData, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';
import { walk } from '../../schema/content/walk.ts';

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

/**
 * The component of a section type, by the naming rule of src/sections: `card-grid` is the
 * `CardGrid` export of src/sections/CardGrid.tsx (tests/render checks the rule against the registry).
 */
export function sectionComponentName(type: string): string {
  return type.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

/**
 * The module of one page's chunk: its data, the section components and icons it uses, and its
 * pictures' sizes. Importing only the components a page uses keeps the others out of its first load.
 */
export function pageModuleCode(entry: PageEntry, dirs: { publicDir: string; sectionsDir: string }): string {
  const { icons, images } = assetsUsed(entry.page);
  const types = [...new Set(entry.page.sections.map((section) => section.type))].sort();
  const components = types.map((type) => ({ type, name: sectionComponentName(type) }));
  return [
    ...icons.map((name) => `import ${name} from ${JSON.stringify(pageIconId(entry.id, name))};`),
    ...components.map(({ name }) => `import { ${name} } from ${JSON.stringify(join(dirs.sectionsDir, `${name}.tsx`))};`),
    `export const page = ${JSON.stringify(entry.page)};`,
    `export const components = { ${components.map(({ type, name }) => `${JSON.stringify(type)}: ${name}`).join(', ')} };`,
    `export const icons = { ${icons.join(', ')} };`,
    `export const images = ${JSON.stringify(imageSizes(dirs.publicDir, images))};`,
  ].join('\n');
}

/** The module mapping each page id to a loader of its chunk. */
export function pageLoadersCode(pages: readonly PageEntry[], moduleId: (id: string) => string): string {
  const entries = pages.map(({ id }) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(moduleId(id))}),`);
  return `export const pageLoaders = {\n${entries.join('\n')}\n};`;
}

/** The module with site settings, menus and the route table. */
export function siteDataCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(browserSiteData(siteData))};`;
}

/** The module with the redirect table (spelling -> canonical path), loaded for unknown paths only. */
export function redirectsCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(siteData.redirects)};`;
}

/** The module with the privacy policy, loaded with its dialog. */
export function privacyCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(siteData.site.privacy)};`;
}
