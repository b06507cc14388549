import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { ImageInfo, ImagesResponse } from '../../api/contract/studio-api.ts';
import { refuse } from '../refusal.ts';

/** The files the list shows as pictures, by extension. */
const pictureFile = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Where pages' pictures live: `<publicDir>/images`, written `/images/…` in pages. */
export const imagesFolder = (publicDir: string): string => join(publicDir, 'images');

const forwardSlashes = (path: string): string => path.split(sep).join('/');

/** A file's address as pages write it: `/images/industries/retail.svg`. */
export const pictureSrc = (publicDir: string, file: string): string => `/${forwardSlashes(relative(publicDir, file))}`;

/** A picture's `src`, size on screen (when its file says) and bytes. */
export function pictureInfo(publicDir: string, file: string, bytes: Uint8Array = readFileSync(file)): ImageInfo {
  const src = pictureSrc(publicDir, file);
  try {
    const { width, height } = imageSize(bytes);
    return { src, width, height, bytes: bytes.byteLength };
  } catch {
    // An SVG without a size or a damaged file: listed without one.
    return { src, bytes: bytes.byteLength };
  }
}

/**
 * The folders under public/images (`''` for public/images itself) and the pictures in them. A
 * link to a folder is not followed: a picture uploaded through it would land outside.
 */
function walk(imagesDir: string): { folders: string[]; files: string[] } {
  const folders: string[] = [];
  const files: string[] = [];
  const visit = (folder: string): void => {
    folders.push(forwardSlashes(relative(imagesDir, folder)));
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (pictureFile.test(entry.name) && statSync(path, { throwIfNoEntry: false })?.isFile() === true) files.push(path);
    }
  };
  if (statSync(imagesDir, { throwIfNoEntry: false })?.isDirectory() === true) visit(imagesDir);
  return { folders, files };
}

const byText = (a: string, b: string): number => a.localeCompare(b, 'en');

/**
 * Every picture under public/images with its size, by `src`, and the folders a picture can go in;
 * with `only`, just the pictures it names (the team studio's: those of the branch or draft open).
 */
export function pictureList(publicDir: string, only?: ReadonlySet<string>): ImagesResponse {
  const { folders, files } = walk(imagesFolder(publicDir));
  const images = files
    .filter((file) => only === undefined || only.has(pictureSrc(publicDir, file)))
    .map((file) => pictureInfo(publicDir, file))
    .sort((a, b) => byText(a.src, b.src));
  return { images, folders: folders.sort(byText) };
}

/** The folder of public/images an upload names, checked: one the list offers, and inside public/images on disk. */
export function pictureFolder(publicDir: string, folder: string): string {
  const bad = (why: string) => refuse('bad-path', `${why} — choose one of the picture folders the studio lists, such as industries.`);
  if (
    folder.includes('\\') ||
    folder.includes('\0') ||
    isAbsolute(folder) ||
    folder.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw bad(`The folder "${folder}" leads out of public/images`);
  }
  const imagesDir = imagesFolder(publicDir);
  if (!walk(imagesDir).folders.includes(folder)) throw bad(`There is no picture folder "${folder}"`);
  const path = join(imagesDir, folder);
  const real = realpathSync(path);
  const top = realpathSync(imagesDir);
  if (real !== top && !real.startsWith(top + sep)) throw bad(`The folder "${folder}" leads out of public/images`);
  return path;
}
