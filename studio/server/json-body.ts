import type { z } from 'zod';
import { refuse, type Refusal } from './refusal.ts';

/** The most a request body may hold: a page at the loader's size limit, written out as JSON, fits. */
export const maxBodyBytes = 1024 * 1024;

const tooLarge = () =>
  refuse(
    'too-large',
    `The change is larger than ${maxBodyBytes / 1024 / 1024} MB — no page needs this much; split the page or remove what is not needed.`,
  );

/** A route's own cap on its body, with the refusal in its own words (an upload speaks of pictures, not pages). */
export interface BodyLimit {
  bytes: number;
  /** The refusal; `declared` is the body's size when the request said it (Content-Length). */
  tooLarge: (declared: number | undefined) => Refusal;
}

/** The body's bytes, refused as soon as more than `limit.bytes` of them have arrived: a large body is never read whole. */
export async function boundedBytes(request: Request, limit: BodyLimit, declared: number | undefined): Promise<Uint8Array<ArrayBuffer>> {
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit.bytes) {
      await reader.cancel();
      throw limit.tooLarge(declared);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body of at most `maxBodyBytes` (or the route's own `limit`) and checks its shape against `schema`. */
export async function jsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit: BodyLimit = { bytes: maxBodyBytes, tooLarge },
): Promise<z.output<S>> {
  if (!/^application\/json(;|$)/i.test(request.headers.get('content-type') ?? ''))
    throw refuse('not-json', 'The studio sends its changes as JSON — this request was not; reload the studio.');
  const length = request.headers.get('content-length');
  const declared = length === null ? undefined : Number(length);
  if (declared !== undefined && declared > limit.bytes) throw limit.tooLarge(declared);
  const bytes = await boundedBytes(request, limit, declared);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw refuse('bad-request', 'The request could not be read as JSON — reload the studio and try again.');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw refuse('bad-request', 'The request is missing something the studio always sends — reload the studio and try again.');
  return parsed.data;
}
