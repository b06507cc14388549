import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a file name is a page file (site.yaml too): YAML, by either of its extensions. */
export const isPageFile = (name: string): boolean => /\.ya?ml$/.test(name);

/**
 * Every page file of a pages folder and its subfolders, site.yaml among them, as full paths in
 * sorted order. The one listing the loader, `npm run new` and AUTHORING.md's generator all use,
 * so a `.yml` page counts for every one of them.
 */
export function pageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => isPageFile(name) && statSync(join(pagesDir, name)).isFile())
    .sort()
    .map((name) => join(pagesDir, name));
}
