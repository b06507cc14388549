import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a file name is a page file (site.yaml too): YAML, by either of its extensions. */
export const isPageFile = (name: string): boolean => /\.ya?ml$/.test(name);

/** What a folder and its subfolders hold (paths from the folder, with `/`), sorted: plain files, and links. */
function entriesBelow(folder: string): { files: string[]; links: string[] } {
  const files: string[] = [];
  const links: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) files.push(name);
      else if (entry.isSymbolicLink()) links.push(name);
    }
  };
  walk('');
  return { files: files.sort(), links: links.sort() };
}

/**
 * The files of a folder and its subfolders (their paths from `folder`, with `/`), sorted. A link is
 * never followed, to a folder or to a file: the folder may be a content repository's, where a link
 * could lead round in a circle, or out to the server's own files. (Node's recursive `readdir`
 * follows links to folders.)
 */
export const filesBelow = (folder: string): string[] => entriesBelow(folder).files;

/** The links in a folder and its subfolders (their paths from `folder`), none of them followed; none when there is no folder. */
export const linksBelow = (folder: string): string[] => (existsSync(folder) ? entriesBelow(folder).links : []);

/**
 * Every page file of a pages folder and its subfolders, site.yaml among them, as full paths in
 * sorted order. The one listing the loader, `npm run new` and AUTHORING.md's generator all use,
 * so a `.yml` page counts for every one of them. Links are not pages (see `filesBelow`).
 */
export function pageFiles(pagesDir: string): string[] {
  return filesBelow(pagesDir)
    .filter(isPageFile)
    .map((name) => join(pagesDir, name));
}
