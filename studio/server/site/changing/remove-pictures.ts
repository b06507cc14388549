import { join } from 'node:path';
import type { ImagesResponse, RemovePicturesRequest, RemovePicturesResponse } from '../../../api/contract/studio-api.ts';
import { refuse } from '../../refusal.ts';
import { reasonOf } from './site-writes.ts';
import type { IndexedFile } from '../finding/text-index.ts';
import { unusedPictures } from '../finding/unused-pictures.ts';
import { pictureUses, tokensIn } from '../finding/where-used.ts';

/**
 * `POST /remove-pictures`: pictures that no page and not the site settings use, taken out of
 * public/images one by one (in the team studio, one commit each by the person). Every picture is
 * checked before the first is removed: one that is not the site's, or that a field uses, refuses
 * the whole request and names where it is used.
 */
export async function removePictures(
  files: readonly IndexedFile[],
  pictures: ImagesResponse,
  publicDir: string,
  remove: (file: string) => Promise<void>,
  request: RemovePicturesRequest,
): Promise<RemovePicturesResponse> {
  const known = new Set(pictures.images.map((image) => image.src));
  const unused = new Set(unusedPictures(files, pictures).pictures);
  for (const src of request.pictures) {
    if (!src.startsWith('/images/') || !known.has(src))
      throw refuse('not-found', `There is no picture ${src.slice(0, 200)} — reload the list of pictures.`);
    if (!unused.has(src)) {
      const uses = pictureUses(files, src, tokensIn(files));
      const where = uses
        .slice(0, 3)
        .map((use) => `${use.name} (${use.place})`)
        .join(', ');
      throw refuse(
        'bad-request',
        `${src} is used on ${where}${uses.length > 3 ? ' and more' : ''} — a picture is removed only once no page uses it; nothing was removed.`,
      );
    }
  }
  const removed: string[] = [];
  for (const src of new Set(request.pictures)) {
    try {
      await remove(join(publicDir, ...src.split('/').slice(1)));
    } catch (error) {
      if (removed.length === 0) throw error;
      throw refuse(
        'partly-done',
        `Removed only part way: ${removed.join(', ')} ${removed.length === 1 ? 'was' : 'were'} removed, then ${src} could not be (${reasonOf(error)}) — look at the pictures used on no page again, and remove the rest.`,
      );
    }
    removed.push(src);
  }
  return { removed };
}
