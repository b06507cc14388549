import type { ImagesResponse, UnusedPicturesResponse } from '../../../api/contract/studio-api.ts';
import type { IndexedFile } from './text-index.ts';
import { picturesNamed, tokensIn } from './where-used.ts';

/**
 * The pictures of `pictures` (the picture list: public/images, or the draft's) that no field of any
 * file names, in the list's order. Only pages and site.yaml are read: the site's code names no picture.
 */
export function unusedPictures(files: readonly IndexedFile[], pictures: ImagesResponse): UnusedPicturesResponse {
  const named = picturesNamed(files, tokensIn(files));
  return { pictures: pictures.images.map((image) => image.src).filter((src) => !named.has(src)) };
}
