import { Image } from '../../../../schema/fields.ts';
import type { ImagesResponse, ReplacePictureRequest, ReplacePictureResponse } from '../../../api/contract/studio-api.ts';
import { dataAt } from '../../../document/edits/data-edit.ts';
import { setScalar } from '../../../document/index.ts';
import { refuse } from '../../refusal.ts';
import { saveInTurn, type PageWrite, type SiteWriter } from './site-writes.ts';
import type { SiteNow } from '../finding/where-used-query.ts';
import { dataOfText } from '../finding/text-index.ts';
import { pictureUses, tokensIn, usesByFile } from '../finding/where-used.ts';

/**
 * Replace a picture everywhere (`POST /replace-picture`): every field whose value is the picture
 * `from`, as Where used finds it (a picture's `src`, site.yaml's logo, any other), is set to `to`
 * with `setScalar`, so every other byte of each file stays; each file is one save (in the team
 * studio, one commit by the person), every file but `except`, the page open in the editor, which
 * changes its own fields itself.
 */

/** A picture's address as pages write it (`/images/…` ending in a picture's extension): the schema's own check of `src`. */
const isPictureAddress = (src: string): boolean => Image.shape.src.safeParse(src).success;

/** The request checked against the site's pictures (`GET /images`'s list, the draft's in the team studio), before any page is read. */
function checkRequest({ from, to }: ReplacePictureRequest, pictures: ImagesResponse): void {
  const example = 'such as /images/industries/retail.svg';
  if (!isPictureAddress(from))
    throw refuse('bad-request', `“${from}” is not a picture’s address — name the picture to replace as pages write it, ${example}.`);
  if (!isPictureAddress(to))
    throw refuse('bad-request', `“${to}” is not a picture’s address — choose the new picture from the site’s pictures, ${example}.`);
  if (from === to) throw refuse('bad-request', `${from} would be replaced by itself, which changes nothing — choose another picture.`);
  if (!pictures.images.some((image) => image.src === to))
    throw refuse(
      'not-found',
      `There is no picture ${to} in the site’s pictures — upload it first, or choose one of the pictures the studio lists.`,
    );
}

/** `POST /replace-picture`: the uses found, every file read and changed in memory first, then each saved in turn. */
export async function replacePicture(
  site: SiteNow,
  pictures: ImagesResponse,
  writer: SiteWriter,
  request: ReplacePictureRequest,
): Promise<ReplacePictureResponse> {
  checkRequest(request, pictures);
  const { from, to, except } = request;
  const uses = pictureUses(site.files, from, tokensIn(site.files)).filter(
    // A field written with a `{token}` that reads as `from` is left as written: the token may stand for the picture elsewhere too.
    (use) => use.file !== except && use.value === from,
  );
  const writes: PageWrite[] = [];
  for (const [path, fileUses] of usesByFile(uses)) {
    const page = writer.pageAt(path);
    const { text: read, version } = await writer.read(page);
    const data = dataOfText(path, read);
    let text = read;
    let fields = 0;
    for (const use of fileUses) {
      // Read in turn with every other write, so as the site was found; a field changed meanwhile all the same is left.
      if (data === undefined || dataAt(data, use.field) !== from) continue;
      const edited = setScalar(text, use.field, to);
      if (!edited.ok)
        throw refuse(
          'bad-request',
          `${use.place} on ${use.name} cannot be changed here — ${edited.error.message} Change it in the editor.`,
        );
      text = edited.text;
      fields += 1;
    }
    if (fields > 0) writes.push({ page, name: fileUses[0]?.name ?? path, text, version, fields });
  }
  return { changed: await saveInTurn(writes, writer, 'replace-picture') };
}
