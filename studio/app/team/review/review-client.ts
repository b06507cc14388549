import type { DraftProblem } from '../../../team/drafts/draft-check.ts';
import type { PathKey } from '../../../document/values.ts';
import { ApiRefusal, answerOf } from '../../../api/contract/api-call.ts';
import { studioFiles, team } from '../team-client.ts';

/** A change request with its comments and pages (`GET /_team/api/requests/<id>`), as the client receives it. */
export type RequestDetail = Awaited<ReturnType<typeof reviewClient.request>>;
/** A change request as the list shows it (`GET /_team/api/requests`). */
export type RequestSummary = Awaited<ReturnType<typeof reviewClient.requests>>['requests'][number];
export type RequestComment = RequestDetail['comments'][number];
/** One page the request changes: main's text beside the draft's, the fields in words, the fields main changed too. */
export type PageChange = RequestDetail['pages'][number];
/** A field both main and the draft changed, with both values (`409 merge-conflict`). */
export type FieldConflict = PageChange['conflicts'][number];
export type { DraftProblem };

/** A release of the site, as `GET /_team/api/releases` lists it (oldest first). */
export type ReleaseInfo = Awaited<ReturnType<typeof reviewClient.releases>>['releases'][number];

/** A draft as `GET /_team/api/drafts` lists it: the pages and pictures it changes relative to main. */
export type DraftInfo = Awaited<ReturnType<typeof reviewClient.drafts>>['drafts'][number];

/** A choice for a field both sides changed: which value the publish keeps. */
export interface PublishChoice {
  file: string;
  path: PathKey[];
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

/** A change request's route, by its id. */
const requestAt = team.requests[':id{[0-9]+}'];
const onRequest = (id: number) => ({ param: { id: String(id) } });

/** The change requests and releases of the team server (studio/team/publish/publish-routes.ts). */
export const reviewClient = {
  drafts: () => answerOf(team.drafts.$get()),
  requests: () => answerOf(team.requests.$get()),
  request: (id: number) => answerOf(requestAt.$get(onRequest(id))),
  comment: (id: number, file: string | null, text: string) =>
    answerOf(requestAt.comments.$post({ ...onRequest(id), json: { file, text } })),
  askForChanges: (id: number, note: string) => answerOf(requestAt['request-changes'].$post({ ...onRequest(id), json: noteBody(note) })),
  askAgain: (id: number, note: string) => answerOf(requestAt['ask-again'].$post({ ...onRequest(id), json: noteBody(note) })),
  approve: (id: number) => answerOf(requestAt.approve.$post({ ...onRequest(id), json: {} })),
  publish: (id: number, choices: PublishChoice[], putBackLive = false) =>
    answerOf(requestAt.publish.$post({ ...onRequest(id), json: { choices, ...(putBackLive ? { putBackLive } : {}) } })),
  schedule: (id: number, at: string | null) => answerOf(requestAt.schedule.$put({ ...onRequest(id), json: { at } })),
  close: (id: number) => answerOf(requestAt.close.$post(onRequest(id))),
  previewLinks: (id: number) => answerOf(requestAt['preview-links'].$get(onRequest(id))),
  makePreviewLink: (id: number, days: number) => answerOf(requestAt['preview-links'].$post({ ...onRequest(id), json: { days } })),
  withdrawPreviewLink: (id: number, link: string) =>
    answerOf(requestAt['preview-links'][':link{[0-9a-f]{16}}'].$delete({ param: { id: String(id), link } })),
  releases: () => answerOf(team.releases.$get()),
  takePagesBack: () => answerOf(team.releases['take-pages-back'].$post()),
  rollBack: (to: string | undefined, keepPages: boolean) =>
    answerOf(team.releases['roll-back'].$post({ json: { ...(to === undefined ? {} : { to }), keepPages } })),
  /** The site's settings file, for its public address (`baseUrl`). */
  siteSettings: () => answerOf(studioFiles.file.$get({ query: { path: 'pages/site.yaml' } })),
};
