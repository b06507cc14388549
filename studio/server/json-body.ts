import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { refusal } from './refusal.ts';

/** The most a request body may hold: a page at the loader's size limit, written out as JSON, fits. */
export const maxBodyBytes = 1024 * 1024;

const tooLarge = () => refusal(413, 'too-large', `The change is larger than ${maxBodyBytes / 1024 / 1024} MB — no page needs this much; split the page or remove what is not needed.`);

/** Reads a JSON body of at most `maxBodyBytes` and checks its shape against `schema`. */
export async function jsonBody<S extends z.ZodType>(request: IncomingMessage, schema: S): Promise<z.output<S>> {
  if (!/^application\/json(;|$)/i.test(request.headers['content-type'] ?? '')) throw refusal(415, 'not-json', 'The studio sends its changes as JSON — this request was not; reload the studio.');
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.byteLength;
    if (size > maxBodyBytes) throw tooLarge();
    chunks.push(bytes);
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw refusal(400, 'bad-request', 'The request could not be read as JSON — reload the studio and try again.');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw refusal(400, 'bad-request', 'The request is missing something the studio always sends — reload the studio and try again.');
  return parsed.data;
}
