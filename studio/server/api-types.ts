import { z } from 'zod';
import type { Problem } from '../../schema/content/errors.ts';

/**
 * The page studio's write API, mounted by the dev server under `/_studio/api/` (never in a
 * build). Every answer is JSON; a refusal is an `ApiError` with a 4xx status. Paths are the
 * page files' paths as authors see them: `pages/industries/retail.yaml`.
 */
export const apiBase = '/_studio/api';

/** `POST /_studio/api/check`: the problems of the whole site with one file replaced by a draft. */
export const CheckRequestSchema = z.strictObject({ path: z.string(), text: z.string() });
export type CheckRequest = z.infer<typeof CheckRequestSchema>;

/** `PUT /_studio/api/file`: saves a file opened at `version`; `force` saves over a newer file. */
export const SaveRequestSchema = z.strictObject({ path: z.string(), text: z.string(), version: z.string(), force: z.boolean().optional() });
export type SaveRequest = z.infer<typeof SaveRequestSchema>;

/** One page file and how many problems it has. */
export interface PageSummary {
  path: string;
  errors: number;
  warnings: number;
}

/** `GET /_studio/api/pages`: every YAML file in pages/, in path order. */
export interface PagesResponse {
  pages: PageSummary[];
}

/** `GET /_studio/api/file?path=…`: a file's text and version (a hash of its bytes). */
export interface FileResponse {
  path: string;
  text: string;
  version: string;
}

/** A problem as the loader reports it, its `file` given as an API path. */
export type StudioProblem = Problem;

/** `POST /_studio/api/check`: every problem of the site with the draft in place; nothing is written. */
export interface CheckResponse {
  problems: StudioProblem[];
  errors: number;
  warnings: number;
}

/** `PUT /_studio/api/file`: the file as written. */
export interface SaveResponse {
  path: string;
  version: string;
}

export type ApiErrorCode =
  | 'not-allowed'
  | 'bad-request'
  | 'not-json'
  | 'bad-path'
  | 'outside-pages'
  | 'not-found'
  | 'method-not-allowed'
  | 'version-conflict'
  | 'too-large'
  | 'not-yaml'
  | 'failed';

/** A refusal, in plain words. A version conflict carries the file as it is now on disk. */
export interface ApiError {
  error: ApiErrorCode;
  message: string;
  current?: FileResponse;
}
