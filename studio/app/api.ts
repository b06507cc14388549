import type {
  ApiError,
  CheckResponse,
  FileResponse,
  HistoryDiffResponse,
  HistoryResponse,
  RestoreResponse,
  ImageInfo,
  ImagesResponse,
  IconsResponse,
  LinksResponse,
  NewPageCreated,
  NewPageRequest,
  NewPageResponse,
  PagesResponse,
  SaveResponse,
  SchemaResponse,
  UploadRequest,
} from '../server/api-types.ts';
import { draftInAddress } from './location.ts';

/** A refusal of the studio's API, with its plain-words message (and, for a conflict, the file on disk). */
export class StudioApiError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'error' in value && 'message' in value && typeof value.message === 'string';
}

/**
 * No answer at all: the server stopped (or the network did) while it had the request. A change may
 * or may not have been made; the editor keeps its text to save again (the team studio makes a save
 * whose text is already the file's no second time; the dev server shows the file changed on disk).
 */
const noAnswer = (method: string): StudioApiError =>
  new StudioApiError(0, {
    error: 'failed',
    message:
      method === 'GET'
        ? 'The studio did not answer — it may have stopped, or the network is down. Try again in a moment.'
        : 'The studio did not answer, so this may not have been saved — your changes are still here. Save again once the studio is back.',
  });

/** The route, in the open draft when the address names one (the team studio reads and saves there; the dev studio has none). */
function inOpenDraft(route: string): string {
  const draft = draftInAddress();
  return draft === undefined ? route : `${route}${route.includes('?') ? '&' : '?'}draft=${encodeURIComponent(draft)}`;
}

async function call<T>(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`/_studio/api${inOpenDraft(route)}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => {
    throw noAnswer(method);
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new StudioApiError(
      response.status,
      isApiError(answer)
        ? answer
        : { error: 'failed', message: `The dev server answered ${response.status} — is \`npm run dev\` still running?` },
    );
  }
  // The dev server's own API: its answers have the types of api-types.ts.
  return answer as T;
}

export const studioApi = {
  pages: () => call<PagesResponse>('GET', '/pages'),
  schema: () => call<SchemaResponse>('GET', '/schema'),
  open: (path: string) => call<FileResponse>('GET', `/file?path=${encodeURIComponent(path)}`),
  /** `preview`: the dev server also compiles the draft for its preview frame (the team studio's frame draws the data itself). */
  check: (path: string, text: string, preview = true) => call<CheckResponse>('POST', '/check', { path, text, preview }),
  save: (path: string, text: string, version: string, force = false) =>
    call<SaveResponse>('PUT', '/file', { path, text, version, ...(force ? { force } : {}) }),
  links: () => call<LinksResponse>('GET', '/links'),
  icons: (search: string, limit: number) =>
    call<IconsResponse>('GET', `/icons?${new URLSearchParams({ search, limit: String(limit) }).toString()}`),
  images: () => call<ImagesResponse>('GET', '/images'),
  upload: (request: UploadRequest) => call<ImageInfo>('POST', '/images', request),
  newPage: (query: { kind?: string; name?: string; slug?: string } = {}) =>
    call<NewPageResponse>(
      'GET',
      `/new-page?${new URLSearchParams(Object.entries<string | undefined>(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()}`,
    ),
  createPage: (request: NewPageRequest) => call<NewPageCreated>('POST', '/new-page', request),
  /** The team studio only: a page's commits, one commit's diff, and restoring a version (publishers). */
  history: (path: string) => call<HistoryResponse>('GET', `/history?path=${encodeURIComponent(path)}`),
  historyDiff: (path: string, commit: string) =>
    call<HistoryDiffResponse>('GET', `/history/diff?${new URLSearchParams({ path, commit }).toString()}`),
  restore: (path: string, commit: string) => call<RestoreResponse>('POST', '/restore', { path, commit }),
};
