import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { formUpload, type FormUpload } from './form-body.ts';
import { jsonBody, type BodyLimit } from './json-body.ts';
import { jsonHeaders } from './refusal.ts';

/**
 * What a route of the studio's API declares for the screens' typed client (Hono's `hc`): its
 * inputs, each read and checked by a middleware before the handler, and its JSON answer. The
 * client reads both from the route table's type, so a screen cannot send or expect what the
 * route does not.
 */

/** The route's JSON answer, typed for the client; like every answer of the studio, never cached. */
export const jsonOf = <T extends object>(c: Context, body: T) => c.json(body, 200, { ...jsonHeaders });

/** A middleware's declared input: what the client sends (`in`) and what the handler reads with `c.req.valid` (`out`). */
type Declared<Target extends string, In, Out> = MiddlewareHandler<Env, string, { in: { [K in Target]: In }; out: { [K in Target]: Out } }>;

/** A JSON body of at most `limit` bytes checked against `schema` (studio/server/json-body.ts), read with `c.req.valid('json')`. */
export const jsonInput = <S extends z.ZodType<object>>(schema: S, limit?: BodyLimit): Declared<'json', z.input<S>, z.output<S>> =>
  async function readJson(c, next) {
    c.req.addValidatedData('json', await jsonBody(c.req.raw, schema, limit));
    await next();
  };

/** As `jsonInput`, where the body may be left out altogether (no type, no bytes): then it is `{}` checked against `schema`. */
export const optionalJsonInput = <S extends z.ZodType<object>>(schema: S): Declared<'json', z.input<S>, z.output<S>> =>
  async function readOptionalJson(c, next) {
    const request = c.req.raw;
    const empty = request.headers.get('content-type') === null && (request.headers.get('content-length') ?? '0') === '0';
    c.req.addValidatedData('json', empty ? schema.parse({}) : await jsonBody(request, schema));
    await next();
  };

/**
 * The query's named values, each a string when given. Nothing is refused here: a handler says in
 * its own words what a missing or wrong value means (a page file that is not one, a search of nothing).
 */
export const queryInput = <const Name extends string>(
  ...names: Name[]
): Declared<'query', Partial<Record<Name, string>>, Partial<Record<Name, string>>> =>
  async function readQuery(c, next) {
    const query: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const value = c.req.query(name);
      if (value !== undefined) query[name] = value;
    }
    c.req.addValidatedData('query', query);
    await next();
  };

/** A `multipart/form-data` upload (studio/server/form-body.ts): its fields checked against `schema`, its one file's bytes. */
export const uploadInput = <S extends z.ZodType<object>, const File extends string>(
  schema: S,
  filePart: File,
  limit: BodyLimit,
): Declared<'form', z.input<S> & Record<File, Blob>, FormUpload<z.output<S>>> =>
  async function readUpload(c, next) {
    c.req.addValidatedData('form', await formUpload(c.req.raw, schema, filePart, limit));
    await next();
  };
