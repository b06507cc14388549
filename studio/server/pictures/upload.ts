import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { maxUploadBytes, type ImageInfo } from '../../api/contract/studio-api.ts';
import type { BodyLimit } from '../json-body.ts';
import { writeAtomically } from '../pages/page-files.ts';
import { freePictureName, safePictureName } from './picture-names.ts';
import { pictureType, uploadTypes } from './picture-type.ts';
import { pictureFolder, pictureInfo, pictureSrc } from './pictures.ts';
import { refuse } from '../refusal.ts';

const kilobytes = (bytes: number): number => Math.ceil(bytes / 1024);
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
  try {
    imageSize(bytes);
  } catch {
    throw refuse(
      'not-picture',
      `"${request.name}" starts like a ${uploadTypes[type].label} picture but cannot be read — it may be damaged; save it again and upload it.`,
    );
  }
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
