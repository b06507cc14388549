import type { studioApi } from '../../server/api.ts';
import { apiBase } from '../../api/contract/studio-api.ts';
import { siteRoutes } from '../../api/contract/routes.ts';
import type { PageStore } from '../../server/pages/page-store.ts';
import { Refusal, refusalAnswer } from '../../server/refusal.ts';
import { refuse } from '../../server/refusal.ts';
import { auditOf, personOf, type TeamContext } from '../http/context.ts';
import { draftPageStore } from './draft-store.ts';
import { historyRoutes } from './history-routes.ts';
import type { PendingPictures } from './pending-pictures.ts';
import type { TeamDatabase } from '../database/index.ts';
import { draftFor } from '../drafts/draft-access.ts';
import { hasRole, type Role } from '../database/roles.ts';
import { repoPageStore, type Saver } from './repo-store.ts';
import type { ContentRepo } from '../repo/index.ts';

/**
 * Routes of the studio API that need more than an author (publishing and reverting are still to come; closed to authors already).
 * Every other route is every signed-in person's: those that only read (the link targets, search, where used, the unused pictures) too.
 */
const neededRoles: Record<string, Role> = {
  'POST /publish': 'publisher',
  'POST /restore': 'publisher',
  'POST /revert': 'publisher',
};

export const roleFor = (route: string): Role => neededRoles[route] ?? 'author';

/** The page a change names: a new page's `path`, a translated page's `file`. */
const savedPath = (text: string): string | undefined => {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return undefined;
    if ('path' in body && typeof body.path === 'string') return body.path;
    return 'file' in body && typeof body.file === 'string' ? body.file : undefined;
  } catch {
    return undefined;
  }
};

// Saves are noted by the content repository's store, with their commit (or their conflict).
const changes: Record<string, string> = {
  'POST /images': 'uploaded a picture',
  'POST /new-page': 'made a page',
  'POST /translate': 'started a translation',
};

/** The studio API's requests that change nothing: checking a page asks about it, and writes nothing. */
const changesNothing = (route: string): boolean => route.startsWith('GET ') || route === 'POST /check';

/** An author's change without a draft, while the review rules want authors' changes in drafts. */
export const draftNeeded = () =>
  refuse(
    'draft-needed',
    'Changes go into a draft: press “Change this page” (or “Start a draft” at the top) to start one, make your change there and save it, then ask for review — a publisher puts it on the live site.',
  );

/**
 * What may be done in a draft (`?draft=<branch>`): read and save its pages, make new ones, move or
 * delete a page, remove pictures no page uses, replace words across pages or a picture everywhere (each page one commit on the draft's branch), and everything that only reads.
 */
const inDrafts = new Set([
  'GET /file',
  'PUT /file',
  'POST /check',
  'POST /new-page',
  'POST /translate',
  'POST /images',
  `POST ${siteRoutes.movePage}`,
  `POST ${siteRoutes.deletePage}`,
  `POST ${siteRoutes.removePictures}`,
  `POST ${siteRoutes.replace}`,
  `POST ${siteRoutes.replacePicture}`,
]);

/** The content repository's own routes (history-routes.ts): a page's history, one commit's diff, and restoring a version. */
const historyRoute = new Set(['GET /history', 'GET /history/diff', 'POST /restore']);

export interface StudioRouteServices {
  store: TeamDatabase;
  repo: ContentRepo;
  pending: PendingPictures;
  /** Pictures uploaded in each draft, for their uploader's next save into it. */
  pendingInDraft: (draft: string) => PendingPictures;
  /** The one-person studio API, saving through the given store. */
  api: (pages: PageStore) => ReturnType<typeof studioApi>;
}

/**
 * The one-person studio API (studio/server/api.ts) behind sign-in and roles, every save a commit by
 * the signed-in person in the content repository, and the page history; each change in the audit log.
 */
export function studioRoutes({ store, repo, pending, pendingInDraft, api }: StudioRouteServices) {
  return async function answer(c: TeamContext): Promise<Response> {
    const person = personOf(c);
    const url = new URL(c.req.url);
    const path = url.pathname.slice(apiBase.length) || '/';
    const route = `${c.req.method} ${path}`;
    const needed = roleFor(route);
    if (!hasRole(person.role, needed)) {
      throw refuse(
        'not-allowed',
        `Only a ${needed} or an admin may do this, and you are signed in as ${person.role === 'author' ? 'an author' : `a ${person.role}`} — ask an admin if you need to.`,
      );
    }
    const saver: Saver = {
      id: person.id,
      person: { name: person.name, email: person.email },
      audit: (action, detail) => store.audit.record({ ...auditOf(c), action, detail }),
    };
    const change = changes[route];
    const draft = c.req.query('draft') ?? null;
    // Publishers and admins may still change main; an author's changes go into a draft while the rule is on.
    if (draft === null && person.role === 'author' && !changesNothing(route) && store.requests.rules().authorsUseDrafts)
      throw draftNeeded();
    if (draft !== null && c.req.method !== 'GET' && !inDrafts.has(route))
      throw refuse(
        'bad-request',
        'A restored version cannot go into a draft — leave the draft to restore a version of the live page (a publisher may), or ask a publisher.',
      );
    // With a draft named, pages are read from it and saved into it; main is never touched.
    const pages =
      draft === null
        ? repoPageStore(repo, saver, pending)
        : draftPageStore(repo, (await draftFor(repo, person, draft)).branch, saver, pendingInDraft);
    // What the API and the history refuse is answered here, and noted with the route (the role and the draft were refused above, by the server).
    let answer: Response;
    try {
      // The API and the history answer at their own paths (without the base); a change is noted with the file it names.
      // The path is set as a path: read as a relative address, `//…` would name a host (`/_studio/api//` failed with 500).
      const own = new URL(url);
      own.pathname = path;
      const request = new Request(own, c.req.raw);
      if (draft === null && historyRoute.has(route)) answer = await historyRoutes(repo, saver).fetch(request);
      else {
        const copy = change === undefined ? undefined : request.clone();
        answer = await api(pages).fetch(request);
        if (copy !== undefined && answer.status < 300) saver.audit('changed', { what: change, path: savedPath(await copy.text()) ?? null });
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer = refusalAnswer(error);
    }
    if (answer.status >= 400 && answer.status !== 404 && answer.status !== 409) saver.audit('refused', { route, status: answer.status });
    return answer;
  };
}
