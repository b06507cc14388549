import type {
  MovePageRequest,
  DeletePageRequest,
  NewPageRequest,
  ReplacePictureRequest,
  ReplaceRequest,
  UploadRequest,
} from '../api/contract/studio-api.ts';
import { hc } from 'hono/client';
import { answerOf, clientOptions, noAnswerWords, type CallWords } from '../api/contract/api-call.ts';
import type { StudioApiRoutes } from '../server/api.ts';
import type { HistoryRoutes } from '../team/saving/history-routes.ts';
import { apiBase } from '../api/contract/routes.ts';
import { draftInAddress } from './location.ts';

export { ApiRefusal } from '../api/contract/api-call.ts';

/**
 * What the page studio says when its server gives no answer. A change may or may not have been made;
 * the editor keeps its text to save again (the team studio makes a save whose text is already the
 * file's no second time; the dev server shows the file changed on disk).
 */
const words: CallWords = {
  noAnswer: (method) =>
    method === 'GET'
      ? noAnswerWords(method)
      : 'The studio did not answer, so this may not have been saved — your changes are still here. Save again once the studio is back.',
  otherAnswer: (status) => `The dev server answered ${status} — is \`npm run dev\` still running?`,
};

/** The address, in the open draft when the page's address names one (the team studio reads and saves there; the dev studio has none), or in `draft`. */
const inDraft =
  (draft = draftInAddress()) =>
  (url: string): string =>
    draft === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}draft=${encodeURIComponent(draft)}`;

/** The page studio's API, and the team studio's history of a page, through the typed client. */
const api = hc<StudioApiRoutes>(
  apiBase,
  clientOptions(words, (url) => inDraft()(url)),
);
const history = hc<HistoryRoutes>(
  apiBase,
  clientOptions(words, (url) => inDraft()(url)),
);

export const studioApi = {
  pages: () => answerOf(api.pages.$get()),
  schema: () => answerOf(api.schema.$get()),
  open: (path: string) => answerOf(api.file.$get({ query: { path } })),
  /** `preview`: the dev server also compiles the draft for its preview frame (the team studio's frame draws the data itself). */
  check: (path: string, text: string, preview = true) => answerOf(api.check.$post({ json: { path, text, preview } })),
  save: (path: string, text: string, version: string, force = false) =>
    answerOf(api.file.$put({ json: { path, text, version, ...(force ? { force } : {}) } })),
  links: () => answerOf(api.links.$get()),
  /** Every field of every page holding `query` (in the open draft's pages when one is open). */
  search: (query: string) => answerOf(api.search.$get({ query: { q: query } })),
  /** The fields that link to a page (by its file) or use a picture (by its `/images/…` address). */
  whereUsed: (what: { page: string } | { picture: string }) => answerOf(api['where-used'].$get({ query: what })),
  unusedPictures: () => answerOf(api['unused-pictures'].$get()),
  /** Pictures no page uses, taken off the site (in the open draft when one is open). */
  removePictures: (pictures: readonly string[]) => answerOf(api['remove-pictures'].$post({ json: { pictures: [...pictures] } })),
  /** What moving a page to a new address would change, or why it cannot move there. */
  movePreview: (file: string, to: string, toFile?: string) =>
    answerOf(api['move-page'].$get({ query: { file, to, ...(toFile === undefined ? {} : { toFile }) } })),
  movePage: (request: MovePageRequest) => answerOf(api['move-page'].$post({ json: request })),
  /** What deleting a page and sending its visitors to the page `to` (a file; `''` for none yet) would change, or why it cannot be. */
  deletePreview: (file: string, to: string) => answerOf(api['delete-page'].$get({ query: { file, to } })),
  deletePage: (request: DeletePageRequest) => answerOf(api['delete-page'].$post({ json: request })),
  replace: (request: ReplaceRequest) => answerOf(api.replace.$post({ json: request })),
  /** A picture swapped for another on every page but `except` (the page open in the editor). */
  replacePicture: (request: ReplacePictureRequest) => answerOf(api['replace-picture'].$post({ json: request })),
  icons: (search: string, limit: number) => answerOf(api.icons.$get({ query: { search, limit: String(limit) } })),
  images: () => answerOf(api.images.$get()),
  upload: ({ folder, name, picture, replace }: UploadRequest) =>
    answerOf(
      api.images.$post({ form: { folder, name, picture, ...(replace === undefined ? {} : { replace: replace ? 'true' : 'false' }) } }),
    ),
  newPage: (query: { kind?: string; name?: string; slug?: string } = {}) => answerOf(api['new-page'].$get({ query })),
  /** In the open draft, or in `draft` when given (one just started for the page). */
  createPage: (request: NewPageRequest, draft?: string) =>
    answerOf(
      (draft === undefined ? api : hc<StudioApiRoutes>(apiBase, clientOptions(words, inDraft(draft))))['new-page'].$post({ json: request }),
    ),
  /** Every page × every language it is translated into, with each translation's state. */
  translations: () => answerOf(api.translations.$get()),
  /** A page's texts in every language of the site, field by field; `page` names the page or one of its translations. */
  sideBySide: (page: string) => answerOf(api['side-by-side'].$get({ query: { page } })),
  /** Starts the translation of `file` into `language`: its texts marked `REPLACE:` (in the open draft when one is open). */
  translate: (file: string, language: string) => answerOf(api.translate.$post({ json: { file, language } })),
  /** The team studio only: a page's commits, one commit's diff, and restoring a version (publishers). */
  history: (path: string) => answerOf(history.history.$get({ query: { path } })),
  historyDiff: (path: string, commit: string) => answerOf(history.history.diff.$get({ query: { path, commit } })),
  restore: (path: string, commit: string) => answerOf(history.restore.$post({ json: { path, commit } })),
};
