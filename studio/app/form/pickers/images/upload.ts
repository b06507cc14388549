import { maxUploadBytes, type ImageInfo } from '../../../../api/contract/studio-api.ts';

/** The kinds of picture the studio takes, by type and by the ending of their name. */
const kinds: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const endings = ['png', 'jpg', 'jpeg', 'webp'];

export const acceptedTypes = Object.keys(kinds).join(',');

/** A size as people read it: `12 KB`, `1.4 MB`. */
export function sizeWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `800 × 600 · 42 KB`, or only the size when the width and height are not known. */
export const pictureFacts = (image: ImageInfo): string =>
  [image.width !== undefined && image.height !== undefined ? `${image.width} × ${image.height}` : undefined, sizeWords(image.bytes)]
    .filter(Boolean)
    .join(' · ');

const endingOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Why a file cannot be uploaded, in plain words, or undefined when it can: only PNG, JPEG and
 * WebP pictures, up to `maxUploadBytes`. Checked before anything is sent.
 */
export function pictureProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (!(file.type in kinds) && !endings.includes(endingOf(file.name)))
    return `“${file.name}” is not a PNG, JPEG or WebP picture. Choose a picture saved in one of those kinds.`;
  if (file.size > maxUploadBytes)
    return `“${file.name}” is ${sizeWords(file.size)}, and the studio takes pictures up to ${sizeWords(maxUploadBytes)}. Make it smaller (save it narrower, or as WebP) and choose it again.`;
  return undefined;
}

/**
 * A file name for the picture in public/images, made from the file's own: lower-case letters,
 * digits and hyphens, then its ending (`Retail Store (2).JPG` → `retail-store-2.jpg`).
 */
export function pictureName(fileName: string, type = ''): string {
  const ending = endingOf(fileName);
  const kept = endings.includes(ending) ? ending : (kinds[type] ?? 'png');
  const base = (endings.includes(ending) ? fileName.slice(0, -(ending.length + 1)) : fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'picture'}.${kept}`;
}

/** The folder of a picture's `src` under public/images: `''` for `/images/logo.svg`, `industries` for `/images/industries/retail.svg`. */
export function folderOf(src: string): string {
  const inside = src.replace(/^\/images\/?/, '');
  const slash = inside.lastIndexOf('/');
  return slash === -1 ? '' : inside.slice(0, slash);
}

/** A folder as pages write it: `/images/` or `/images/industries/`. */
export const folderWords = (folder: string): string => (folder === '' ? '/images/' : `/images/${folder}/`);

/** A picture's file name: `retail.svg`. */
export const fileNameOf = (src: string): string => src.slice(src.lastIndexOf('/') + 1);
