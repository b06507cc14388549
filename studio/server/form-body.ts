import type { z } from 'zod';
import { boundedBytes, type BodyLimit } from './json-body.ts';
import { refuse } from './refusal.ts';

/** A form upload's fields, checked against `schema`, and its one file's bytes (the part `filePart`). */
export interface FormUpload<T> {
  fields: T;
  bytes: Uint8Array;
}

const notUpload = () =>
  refuse('not-upload', 'The picture did not come as the studio sends uploads — reload the studio and upload it again.');

/**
 * Reads a `multipart/form-data` body of at most `limit.bytes` (refused as soon as more arrive,
 * never read whole), then its fields and its file.
 */
export async function formUpload<S extends z.ZodType>(
  request: Request,
  schema: S,
  filePart: string,
  limit: BodyLimit,
): Promise<FormUpload<z.output<S>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw notUpload();
  const length = request.headers.get('content-length');
  const declared = length === null ? undefined : Number(length);
  if (declared !== undefined && declared > limit.bytes) throw limit.tooLarge(declared);
  const bytes = await boundedBytes(request, limit, declared);
  // The bytes read, parsed by the platform's own multipart reader.
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => undefined);
  if (form === undefined) throw notUpload();
  const file = form.get(filePart);
  if (!(file instanceof Blob)) throw notUpload();
  const fields = Object.fromEntries([...form.entries()].filter(([name, value]) => name !== filePart && typeof value === 'string'));
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw refuse('bad-request', 'The upload is missing something the studio always sends — reload the studio and try again.');
  return { fields: parsed.data, bytes: new Uint8Array(await file.arrayBuffer()) };
}
