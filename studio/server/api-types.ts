import { z } from 'zod';
import type { Problem } from '../../schema/content/errors.ts';

/**
 * The page studio's write API, mounted by the dev server under `/_studio/api/` (never in a
 * build). Every answer is JSON; a refusal is an `ApiError` with a 4xx status. Paths are the
 * page files' paths as authors see them: `pages/industries/retail.yaml`.
 */
export const apiBase = '/_studio/api';

/** `POST /_studio/api/check`: the problems of the whole site with one file replaced by a draft. */
export const CheckRequestSchema = z.strictObject({ path: z.string(), text: z.string(), preview: z.boolean().optional() });
export type CheckRequest = z.infer<typeof CheckRequestSchema>;

/** `PUT /_studio/api/file`: saves a file opened at `version`; `force` saves over a newer file. */
export const SaveRequestSchema = z.strictObject({ path: z.string(), text: z.string(), version: z.string(), force: z.boolean().optional() });
export type SaveRequest = z.infer<typeof SaveRequestSchema>;

/** A JSON Schema as the editors get it (schema/page.schema.json, schema/site.schema.json). */
export type JsonObject = { [key: string]: unknown };

/** A section type for the studio's palette: its name, what it is for and the catalogue's example. */
export interface SectionTypeInfo {
  type: string;
  title: string;
  description: string;
  /** schema/examples/<type>.yaml: one section, as plain data. */
  example: unknown;
}

/** `GET /_studio/api/schema`: the page and site schemas and the section types. */
export interface SchemaResponse {
  page: JsonObject;
  site: JsonObject;
  sectionTypes: SectionTypeInfo[];
}

/** One file of the pages folder as the studio lists it, with how many problems it has. */
export interface PageSummary {
  path: string;
  /** `site` for site.yaml (the site settings), `page` for every other file. */
  kind: 'page' | 'site';
  /** Its name in the menus, else its title, else its file. */
  title: string;
  /** The browser-tab title, when written. */
  pageTitle?: string;
  /** The page's address (`path` in the file), when written. */
  url?: string;
  /** The menu group it is listed under: a `navGroups` id, `other` (in no menu) or `site`. */
  group: string;
  /** Its position in the group (`nav.order`). */
  order?: number;
  errors: number;
  warnings: number;
}

/** A heading of the page list. */
export interface PageGroup {
  id: string;
  label: string;
}

/** `GET /_studio/api/pages`: every YAML file in pages/, as the menus group them. */
export interface PagesResponse {
  pages: PageSummary[];
  groups: PageGroup[];
}

/** `GET /_studio/api/file?path=…`: a file's text and version (a hash of its bytes). */
export interface FileResponse {
  path: string;
  text: string;
  version: string;
}

/** A problem as the loader reports it, its `file` given as an API path. */
export type StudioProblem = Problem;

/**
 * How the preview shows a draft: the module of its page chunk to import and the page's route,
 * or, when the draft has errors, a note saying why the preview keeps the last good version.
 */
export type PreviewAnswer = { routeId: string; url: string; module: string } | { note: string };

/** `POST /_studio/api/check`: every problem of the site with the draft in place; nothing is written. */
export interface CheckResponse {
  problems: StudioProblem[];
  errors: number;
  warnings: number;
  /** Only with `preview: true` in the request. */
  preview?: PreviewAnswer;
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
