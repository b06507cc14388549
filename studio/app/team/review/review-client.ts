import type { DraftProblem } from '../../../team/drafts/draft-check.ts';
import type { commentView, pageView, requestSummary } from '../../../team/publish/request-view.ts';
import { ApiRefusal } from '../../../api/contract/api-call.ts';
import { apiBase, previewLinksRoute, requestRoute, teamRoutes, withQuery } from '../../../api/contract/routes.ts';
import { call } from '../team-client.ts';
import type {
  MadePreviewLink,
  OffTheSite,
  PreviewLinksAnswer,
  RollBackAnswer,
  RollBackPages,
} from '../../../team/publish/publish-api-types.ts';

/** A change request as the list shows it (`GET /_team/api/requests`). */
export type RequestSummary = ReturnType<typeof requestSummary>;
export type RequestComment = ReturnType<typeof commentView>;
/** One page the request changes: main's text beside the draft's, the fields in words, the fields main changed too. */
export type PageChange = ReturnType<typeof pageView>;
/** A field both main and the draft changed, with both values (`409 merge-conflict`). */
export type FieldConflict = PageChange['conflicts'][number];
export type { DraftProblem };

/** A change request with its comments and pages (`GET /_team/api/requests/<id>`). */
export type RequestDetail = RequestSummary & {
  draftHead: string | null;
  draftName: string | null;
  comments: RequestComment[];
  pages: PageChange[];
};

/** A release of the site, as `GET /_team/api/releases` lists it (oldest first). */
export interface ReleaseInfo {
  name: string;
  createdAt: string;
  commit: string | null;
  pages: number;
  live: boolean;
  /** The change requests published into it, and who published each. */
  requests: { id: number; title: string; publishedBy: string | null }[];
  /** The pages and pictures it changed from the release before (`null`: the first kept, or not known). */
  changed: string[] | null;
  /** The same, as people name them (a page by its menu label or title). */
  changedNames: string[] | null;
}

/** A draft as `GET /_team/api/drafts` lists it: the pages and pictures it changes relative to main. */
export interface DraftInfo {
  branch: string;
  pages: string[];
  pictures: string[];
}

/** A choice for a field both sides changed: which value the publish keeps. */
export interface PublishChoice {
  file: string;
  path: FieldConflict['path'];
  keep: 'main' | 'draft';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// The server's own answers (publish-routes.ts, publisher.ts): their shape is checked by its tests, so a list is taken as it comes.
const hasConflicts = (body: unknown): body is { conflicts: FieldConflict[] } => isRecord(body) && Array.isArray(body.conflicts);
const hasProblems = (body: unknown): body is { problems: DraftProblem[] } => isRecord(body) && Array.isArray(body.problems);

/** The fields a publish found changed on both sides, when that is why it was refused. */
export const conflictsOf = (error: unknown): FieldConflict[] | undefined =>
  error instanceof ApiRefusal && error.code === 'merge-conflict' && hasConflicts(error.body) ? error.body.conflicts : undefined;

/** Why a publish asks first: the pages hold changes a roll back took off the site (its words), when that is the refusal. */
export const offTheSiteOf = (error: unknown): string | undefined =>
  error instanceof ApiRefusal && error.code === 'changes-off-the-site' ? error.message : undefined;

/** The problems of the draft's pages, when that is why a publish was refused. */
export const problemsOf = (error: unknown): DraftProblem[] | undefined =>
  error instanceof ApiRefusal && error.code === 'pages-invalid' && hasProblems(error.body) ? error.body.problems : undefined;

/** A refusal's or failure's words for the person. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'That did not work — reload the page and try again.';

const noteBody = (note: string) => (note.trim() === '' ? {} : { note: note.trim() });

/** The change requests and releases of the team server (studio/team/publish/publish-routes.ts). */
export const reviewClient = {
  drafts: () => call<{ drafts: DraftInfo[] }>('GET', teamRoutes.drafts),
  requests: () => call<{ requests: RequestSummary[] }>('GET', teamRoutes.requests),
  request: (id: number) => call<RequestDetail>('GET', requestRoute(id)),
  comment: (id: number, file: string | null, text: string) => call<RequestDetail>('POST', requestRoute(id, 'comments'), { file, text }),
  askForChanges: (id: number, note: string) => call<RequestDetail>('POST', requestRoute(id, 'request-changes'), noteBody(note)),
  askAgain: (id: number, note: string) => call<RequestDetail>('POST', requestRoute(id, 'ask-again'), noteBody(note)),
  approve: (id: number) => call<RequestDetail>('POST', requestRoute(id, 'approve'), {}),
  publish: (id: number, choices: readonly PublishChoice[] = [], putBackLive = false) =>
    call<RequestDetail>('POST', requestRoute(id, 'publish'), { choices, ...(putBackLive ? { putBackLive } : {}) }),
  schedule: (id: number, at: string | null) => call<RequestDetail>('PUT', requestRoute(id, 'schedule'), { at }),
  close: (id: number) => call<RequestDetail>('POST', requestRoute(id, 'close'), {}),
  previewLinks: (id: number) => call<PreviewLinksAnswer>('GET', previewLinksRoute(id)),
  makePreviewLink: (id: number, days: number) => call<MadePreviewLink>('POST', previewLinksRoute(id), { days }),
  withdrawPreviewLink: (id: number, link: string) => call<PreviewLinksAnswer>('DELETE', previewLinksRoute(id, link)),
  releases: () => call<{ offTheSite: OffTheSite | null; live: string | null; releases: ReleaseInfo[] }>('GET', teamRoutes.releases),
  takePagesBack: () => call<{ pages: RollBackPages }>('POST', teamRoutes.takePagesBack, {}),
  rollBack: (to: string | undefined, keepPages: boolean) =>
    call<RollBackAnswer>('POST', teamRoutes.rollBack, { ...(to === undefined ? {} : { to }), keepPages }),
  /** The site's settings file, for its public address (`baseUrl`). */
  siteSettings: () => call<{ text: string }>('GET', withQuery(`${apiBase}/file`, { path: 'pages/site.yaml' })),
};
