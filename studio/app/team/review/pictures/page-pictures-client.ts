import { apiCall } from '../../../../api/contract/api-call.ts';
import { requestRoute } from '../../../../api/contract/routes.ts';
import { PicturesAnswerSchema, type PicturesAnswer } from '../../../../api/contract/pictures.ts';

/** `GET` the pictures of a request's pages (starting them on the first ask), or `POST` to start a failed attempt again. */
export async function askForPictures(requestId: number, method: 'GET' | 'POST' = 'GET'): Promise<PicturesAnswer> {
  return PicturesAnswerSchema.parse(await apiCall<unknown>(method, requestRoute(requestId, 'pictures')));
}
