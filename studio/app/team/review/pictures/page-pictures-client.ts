import { answerOf } from '../../../../api/contract/api-call.ts';
import { PicturesAnswerSchema, type PicturesAnswer } from '../../../../api/contract/pictures.ts';
import { team } from '../../team-client.ts';

/** `GET` the pictures of a request's pages (starting them on the first ask), or `POST` to start a failed attempt again. */
export async function askForPictures(requestId: number, method: 'GET' | 'POST' = 'GET'): Promise<PicturesAnswer> {
  const pictures = team.requests[':id{[0-9]+}'].pictures;
  const param = { param: { id: String(requestId) } };
  return PicturesAnswerSchema.parse(await answerOf(method === 'GET' ? pictures.$get(param) : pictures.$post(param)));
}
