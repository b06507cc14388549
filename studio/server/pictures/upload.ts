import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { maxUploadBytes, type ImageInfo } from '../../api/contract/studio-api.ts';
import type { BodyLimit } from '../json-body.ts';
import { writeAtomically } from '../pages/page-files.ts';
import { freePictureName, safePictureName } from './picture-names.ts';
import { pictureEnd, pictureType, uploadTypes } from './picture-type.ts';
import { pictureFolder, pictureInfo, pictureSrc } from './pictures.ts';
import { refuse } from '../refusal.ts';

const kilobytes = (bytes: number): number => Math.ceil(bytes / 1024);

/** The most pixels a side, and in all, of a picture the studio takes: far more than a page shows, far less than a bomb. */
export const maxPictureSide = 10_000;
export const maxPicturePixels = 40_000_000;
const smaller = 'make it smaller (fewer pixels, or saved as JPEG or WebP) and upload it again';

/** Room in an upload's body for its form: the boundaries, the fields' names and values, the file's name. */
const formRoom = 16 * 1024;

/** An upload's body: the largest picture and its form fit; over it, the refusal speaks of the picture. */
export const uploadBodyLimit: BodyLimit = {
  bytes: maxUploadBytes + formRoom,
  tooLarge: (declared) =>
    refuse(
      'too-large',
      `${declared === undefined ? 'This picture is larger than' : `This picture is about ${kilobytes(declared)} KB; the studio takes pictures up to`} ${kilobytes(maxUploadBytes)} KB — ${smaller}.`,
    ),
};

/** What an upload asks for: the folder, the name, whether to write over a picture of that name, and the bytes. */
export interface Upload {
  folder: string;
  name: string;
  replace: boolean;
  bytes: Uint8Array;
}

/**
 * Writes an uploaded picture into a folder of public/images, after every check: a folder the list
 * offers (written by `write`: the team server commits it), at most `maxUploadBytes`, a PNG, JPEG or WebP by its bytes (never SVG, which can carry
 * scripts), a safe name, and no picture of that name unless `replace` says to write over it.
 */
export async function uploadPicture(
  publicDir: string,
  request: Upload,
  write: (file: string, bytes: Uint8Array) => Promise<void> = writeAtomically,
): Promise<ImageInfo> {
  const folder = pictureFolder(publicDir, request.folder);
  const stem = safePictureName(request.name);
  const { bytes } = request;
  if (bytes.byteLength > maxUploadBytes) {
    throw refuse(
      'too-large',
      `This picture is ${kilobytes(bytes.byteLength)} KB; the studio takes pictures up to ${kilobytes(maxUploadBytes)} KB — ${smaller}.`,
    );
  }
  const type = pictureType(bytes);
  if (type === 'svg') {
    throw refuse(
      'not-picture',
      'SVG files can carry scripts, so the studio does not take them — ask a developer to add this picture, or upload it as PNG, JPEG or WebP.',
    );
  }
  if (type === undefined)
    throw refuse(
      'not-picture',
      `"${request.name}" is not a PNG, JPEG or WebP picture — save it in one of those formats and upload it again.`,
    );
  let size: { width?: number | undefined; height?: number | undefined };
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse(
      'not-picture',
      `"${request.name}" starts like a ${uploadTypes[type].label} picture but cannot be read — it may be damaged; save it again and upload it.`,
    );
  }
  // Only the picture itself: bytes after it (a page, a script) would be served with it.
  const end = pictureEnd(bytes, type);
  if (end !== bytes.byteLength)
    throw refuse(
      'not-picture',
      `"${request.name}" has something more than a ${uploadTypes[type].label} picture in it — open it in an image editor, save it again and upload that.`,
    );
  // A few kilobytes can hold a picture of billions of pixels, which every browser that shows it must unpack.
  const { width = 0, height = 0 } = size;
  if (width > maxPictureSide || height > maxPictureSide || width * height > maxPicturePixels)
    throw refuse(
      'too-large',
      `"${request.name}" is ${width} × ${height} pixels; the studio takes pictures up to ${maxPictureSide.toLocaleString('en')} pixels a side and ${(maxPicturePixels / 1_000_000).toString()} million pixels in all — make it smaller and upload it again.`,
    );
  const { extension } = uploadTypes[type];
  const name = `${stem}${extension}`;
  const file = join(folder, name);
  const existing = lstatSync(file, { throwIfNoEntry: false });
  // Only a picture file is ever written over: never a folder or a link.
  if (existing !== undefined && (!request.replace || !existing.isFile())) {
    const suggestion = freePictureName(folder, stem, extension);
    throw refuse(
      'name-taken',
      `There is already a picture ${pictureSrc(publicDir, file)} — upload this one as ${suggestion}, or replace the picture that is there.`,
      { suggestion },
    );
  }
  await write(file, bytes);
  return pictureInfo(publicDir, file, bytes);
}
