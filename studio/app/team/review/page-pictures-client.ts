import type { PicturesAnswer } from '../../../team/publish/pictures/pictures-api-types.ts';

const messageOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string' ? answer.message : undefined;

/** `GET` the pictures of a request's pages (starting them on the first ask), or `POST` to start a failed attempt again. */
export async function askForPictures(requestId: number, method: 'GET' | 'POST' = 'GET'): Promise<PicturesAnswer> {
  const response = await fetch(`/_team/api/requests/${String(requestId)}/pictures`, { method });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(messageOf(answer) ?? `The studio answered ${String(response.status)} — try again in a moment.`);
  // The team server's own answer: its shape is PicturesAnswerSchema (publish/pictures/pictures-api-types.ts).
  return answer as PicturesAnswer;
}
