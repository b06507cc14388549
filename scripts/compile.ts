import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { PageEntry, SiteData } from '../schema/derive.ts';
import { walk } from '../schema/walk.ts';

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

/** The module of one page's chunk: its data, the icons it names, and its pictures' sizes. */
export function pageModuleCode(entry: PageEntry, publicDir: string): string {
  const { icons, images } = assetsUsed(entry.page);
  const imports = icons.map((name) => `import ${name} from '@mui/icons-material/${name}';`).join('\n');
  return [
    imports,
    `export const page = ${JSON.stringify(entry.page)};`,
    `export const icons = { ${icons.join(', ')} };`,
    `export const images = ${JSON.stringify(imageSizes(publicDir, images))};`,
  ].join('\n');
}

/** The module mapping each page id to a loader of its chunk. */
export function pageLoadersCode(pages: readonly PageEntry[], moduleId: (id: string) => string): string {
  const entries = pages.map(({ id }) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(moduleId(id))}),`);
  return `export const pageLoaders = {\n${entries.join('\n')}\n};`;
}

/** The module with site settings, menus and the route table. */
export function siteDataCode(siteData: SiteData): string {
  return `export default ${JSON.stringify(siteData)};`;
}
