import { realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isPageFile } from '../../../schema/content/page-files.ts';
import { refuse } from '../refusal.ts';

/** API paths start with this: `pages/industries/retail.yaml`, whatever folder holds the pages. */
const prefix = 'pages/';

/** The API path of a file in the pages folder. */
export const apiPathOf = (pagesDir: string, file: string): string => prefix + relative(pagesDir, file).split(sep).join('/');

const realpathOrNone = (path: string): string | undefined => {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
};

/**
 * The file an API path names, checked: a `.yaml`/`.yml` file inside the pages folder, written
 * as `pages/…` with no `..`, no absolute path and no link that leads out of the folder.
 * `mustExist: false` allows a file not written yet (its folder must exist).
 */
export function pageFile(pagesDir: string, path: unknown, mustExist = true): { file: string; path: string } {
  const bad = (why: string) => refuse('bad-path', `${why} — use a page file's path as the studio lists it, such as pages/home.yaml.`);
  if (typeof path !== 'string' || path === '') throw bad('No file was named');
  if (path.includes('\0') || path.includes('\\') || path.length > 1000) throw bad('The file name has characters a page file cannot have');
  if (!path.startsWith(prefix)) throw bad('Only files in the pages folder can be opened');
  const parts = path.slice(prefix.length).split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    throw bad('The path leaves the pages folder or has an empty part');
  if (!isPageFile(path)) throw bad('Only .yaml and .yml files can be opened');
  const file = join(pagesDir, ...parts);
  const existing = realpathOrNone(file);
  // A file not written yet is checked by its folder, which may be the pages folder itself.
  const real = existing ?? (mustExist ? undefined : realpathOrNone(dirname(file)));
  if (real === undefined)
    throw refuse('not-found', `There is no file ${path} — it may have been moved or deleted; reload the list of pages.`);
  const folder = realpathOrNone(pagesDir) ?? resolve(pagesDir);
  if (!real.startsWith(folder + sep) && !(existing === undefined && real === folder))
    throw refuse(
      'outside-pages',
      `${path} leads out of the pages folder (a link to another place) — only files inside the pages folder can be changed here.`,
    );
  // Writes go to the file a link inside the folder points at, so the link itself stays.
  return { file: realpathOrNone(file) ?? file, path };
}
