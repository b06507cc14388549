import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { isPageFile } from '../../../../schema/content/page-files.ts';
import type { RepoRefusal } from '../types.ts';

const pictureExtension = /\.(?:svg|png|jpe?g|webp|avif)$/i;

const refuse = (why: string): RepoRefusal => ({
  ok: false,
  status: 400,
  error: 'bad-path',
  message: `${why} — use a page's path as the studio lists it, such as pages/home.yaml, or a picture under public/images/.`,
});

/** Whether a checked path is a page (YAML the studio can merge field by field) rather than a picture. */
export const isPagePath = (path: string): boolean => path.startsWith('pages/');

/** The site is built from its pages and pictures alone: the rest of a repository is not its content. */
export const isContentPath = (path: string): boolean => isPagePath(path) || path.startsWith('public/');

/**
 * Checks a path an author's request names: a page under `pages/` or a picture under
 * `public/images/`, written with forward slashes, no `..`, no empty part, not absolute, and with
 * no link on the way (a link could lead the write out of those folders).
 */
export async function checkPath(worktree: string, path: unknown): Promise<{ ok: true; path: string } | RepoRefusal> {
  if (typeof path !== 'string' || path === '') return refuse('No file was named');
  if (path.includes('\0') || path.includes('\\') || path.length > 1000)
    return refuse('The file name has characters a page or picture cannot have');
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) return refuse(`${path} is a place on the server, not a file of the site`);
  const parts = path.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    return refuse(`${path} leaves the site's folders or has an empty part`);
  const page = parts[0] === 'pages' && parts.length > 1 && isPageFile(path);
  const picture = parts[0] === 'public' && parts[1] === 'images' && parts.length > 2 && pictureExtension.test(path);
  if (!page && !picture) return refuse(`${path} is not a page (pages/….yaml) or a picture (public/images/…)`);
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const info = await lstat(join(worktree, ...parts.slice(0, depth))).catch(() => undefined);
    if (info === undefined) break;
    if (info.isSymbolicLink())
      return refuse(`${parts.slice(0, depth).join('/')} is a link to another place, which the studio does not write through`);
    if (depth < parts.length && !info.isDirectory()) return refuse(`${parts.slice(0, depth).join('/')} is a file, not a folder`);
  }
  return { ok: true, path };
}
