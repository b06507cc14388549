import type {
  CheckResponse,
  FileResponse,
  HistoryDiffResponse,
  HistoryResponse,
  RestoreResponse,
  ImageInfo,
  ImagesResponse,
  RemovePicturesResponse,
  IconsResponse,
  LinksResponse,
  MovePageRequest,
  DeletePageRequest,
  DeletePageResponse,
  DeletePreview,
  MovePageResponse,
  MovePreview,
  NewPageCreated,
  NewPageRequest,
  NewPageResponse,
  PagesResponse,
  SaveResponse,
  SchemaResponse,
  ReplacePictureRequest,
  ReplacePictureResponse,
  ReplaceRequest,
  ReplaceResponse,
  SearchResponse,
  UnusedPicturesResponse,
  UploadRequest,
  WhereUsedResponse,
} from '../api/contract/studio-api.ts';
import { uploadForm } from '../api/contract/studio-api.ts';
import { apiCall, noAnswerWords, type CallWords } from '../api/contract/api-call.ts';
import { apiBase, siteRoutes, withQuery } from '../api/contract/routes.ts';
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

/** The route, in the open draft when the address names one (the team studio reads and saves there; the dev studio has none). */
function inOpenDraft(route: string): string {
  const draft = draftInAddress();
  return draft === undefined ? route : `${route}${route.includes('?') ? '&' : '?'}draft=${encodeURIComponent(draft)}`;
}

const call = <T>(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<T> =>
  apiCall<T>(method, `${apiBase}${inOpenDraft(route)}`, body, words);

export const studioApi = {
  pages: () => call<PagesResponse>('GET', '/pages'),
  schema: () => call<SchemaResponse>('GET', '/schema'),
  open: (path: string) => call<FileResponse>('GET', `/file?path=${encodeURIComponent(path)}`),
  /** `preview`: the dev server also compiles the draft for its preview frame (the team studio's frame draws the data itself). */
  check: (path: string, text: string, preview = true) => call<CheckResponse>('POST', '/check', { path, text, preview }),
  save: (path: string, text: string, version: string, force = false) =>
    call<SaveResponse>('PUT', '/file', { path, text, version, ...(force ? { force } : {}) }),
  links: () => call<LinksResponse>('GET', '/links'),
  /** Every field of every page holding `query` (in the open draft's pages when one is open). */
  search: (query: string) => call<SearchResponse>('GET', withQuery(siteRoutes.search, { q: query })),
  /** The fields that link to a page (by its file) or use a picture (by its `/images/…` address). */
  whereUsed: (what: { page: string } | { picture: string }) => call<WhereUsedResponse>('GET', withQuery(siteRoutes.whereUsed, what)),
  unusedPictures: () => call<UnusedPicturesResponse>('GET', siteRoutes.unusedPictures),
  /** Pictures no page uses, taken off the site (in the open draft when one is open). */
  removePictures: (pictures: readonly string[]) => call<RemovePicturesResponse>('POST', siteRoutes.removePictures, { pictures }),
  /** What moving a page to a new address would change, or why it cannot move there. */
  movePreview: (file: string, to: string, toFile?: string) =>
    call<MovePreview>('GET', withQuery(siteRoutes.movePage, { file, to, toFile })),
  movePage: (request: MovePageRequest) => call<MovePageResponse>('POST', siteRoutes.movePage, request),
  /** What deleting a page and sending its visitors to the page `to` (a file; `''` for none yet) would change, or why it cannot be. */
  deletePreview: (file: string, to: string) => call<DeletePreview>('GET', withQuery(siteRoutes.deletePage, { file, to })),
  deletePage: (request: DeletePageRequest) => call<DeletePageResponse>('POST', siteRoutes.deletePage, request),
  replace: (request: ReplaceRequest) => call<ReplaceResponse>('POST', siteRoutes.replace, request),
  /** A picture swapped for another on every page but `except` (the page open in the editor). */
  replacePicture: (request: ReplacePictureRequest) => call<ReplacePictureResponse>('POST', siteRoutes.replacePicture, request),
  icons: (search: string, limit: number) =>
    call<IconsResponse>('GET', `/icons?${new URLSearchParams({ search, limit: String(limit) }).toString()}`),
  images: () => call<ImagesResponse>('GET', '/images'),
  upload: (request: UploadRequest) => call<ImageInfo>('POST', '/images', uploadForm(request)),
  newPage: (query: { kind?: string; name?: string; slug?: string } = {}) =>
    call<NewPageResponse>(
      'GET',
      `/new-page?${new URLSearchParams(Object.entries<string | undefined>(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()}`,
    ),
  /** In the open draft, or in `draft` when given (one just started for the page). */
  createPage: (request: NewPageRequest, draft?: string) =>
    call<NewPageCreated>('POST', draft === undefined ? '/new-page' : `/new-page?draft=${encodeURIComponent(draft)}`, request),
  /** The team studio only: a page's commits, one commit's diff, and restoring a version (publishers). */
  history: (path: string) => call<HistoryResponse>('GET', `/history?path=${encodeURIComponent(path)}`),
  historyDiff: (path: string, commit: string) =>
    call<HistoryDiffResponse>('GET', `/history/diff?${new URLSearchParams({ path, commit }).toString()}`),
  restore: (path: string, commit: string) => call<RestoreResponse>('POST', '/restore', { path, commit }),
};
