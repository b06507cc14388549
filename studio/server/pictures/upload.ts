import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { maxUploadBytes, type ImageInfo, type UploadRequest } from '../../api/contract/studio-api.ts';
import { maxBodyBytes, type BodyLimit } from '../json-body.ts';
import { writeAtomically } from '../pages/page-files.ts';
import { freePictureName, safePictureName } from './picture-names.ts';
import { pictureType, uploadTypes } from './picture-type.ts';
import { pictureFolder, pictureInfo, pictureSrc } from './pictures.ts';
import { refuse } from '../refusal.ts';

const kilobytes = (bytes: number): number => Math.ceil(bytes / 1024);
const smaller = 'make it smaller (fewer pixels, or saved as JPEG or WebP) and upload it again';

/** An upload's body: the largest picture in base64 fits (600 KB is 800 KB as base64); over it, the refusal speaks of the picture. */
export const uploadBodyLimit: BodyLimit = {
  bytes: maxBodyBytes,
  tooLarge: (declared) =>
    refuse(
      'too-large',
      `${declared === undefined ? 'This picture is larger than' : `This picture is about ${kilobytes((declared * 3) / 4)} KB; the studio takes pictures up to`} ${kilobytes(maxUploadBytes)} KB — ${smaller}.`,
    ),
};

/** The bytes written in base64 (a `data:…;base64,` start is allowed), or a refusal for anything else. */
function decodeBase64(data: string): Buffer {
  const text = data.replace(/^data:[\w/+.-]*;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) {
    throw refuse('bad-request', 'The picture’s data could not be read — reload the studio and upload the picture again.');
  }
  return Buffer.from(text, 'base64');
}

/**
 * Writes an uploaded picture into a folder of public/images, after every check: a folder the list
 * offers (written by `write`: the team server commits it), at most `maxUploadBytes`, a PNG, JPEG or WebP by its bytes (never SVG, which can carry
 * scripts), a safe name, and no picture of that name unless `replace` says to write over it.
 */
export async function uploadPicture(
  publicDir: string,
  request: UploadRequest,
  write: (file: string, bytes: Uint8Array) => Promise<void> = writeAtomically,
): Promise<ImageInfo> {
  const folder = pictureFolder(publicDir, request.folder);
  const stem = safePictureName(request.name);
  const bytes = decodeBase64(request.data);
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
  if (existing !== undefined && (request.replace !== true || !existing.isFile())) {
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
