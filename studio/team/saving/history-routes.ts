import { Hono } from 'hono';
import {
  RestoreRequestSchema,
  type HistoryDiffResponse,
  type HistoryResponse,
  type RestoreRequest,
  type RestoreResponse,
} from '../../api/contract/studio-api.ts';
import { Refusal, refuse, refusalAnswer } from '../../server/refusal.ts';
import { jsonInput, jsonOf, queryInput } from '../../server/typed-routes.ts';
import { repoRefusal, type Saver } from './repo-store.ts';
import { pageTitleOf, type ContentRepo } from '../repo/index.ts';

/** The page's commits, newest first: who, when, the message and the fields it changed. */
export async function pageHistory(repo: ContentRepo, path: string | null): Promise<HistoryResponse> {
  const history = await repo.history(path ?? '');
  if (!history.ok) throw repoRefusal(history);
  return { path: path ?? '', entries: history.entries };
}

/** What one commit changed in the page. */
export async function historyDiff(repo: ContentRepo, path: string | null, commit: string | null): Promise<HistoryDiffResponse> {
  const diff = await repo.diffOf(commit ?? '', path ?? '');
  if (!diff.ok) throw repoRefusal(diff);
  return { path: path ?? '', commit: commit ?? '', diff: diff.diff };
}

/** Brings the page back as a commit had it, as a new commit by the publisher (the route's role is checked before). */
export async function restorePage(repo: ContentRepo, body: RestoreRequest, saver: Saver): Promise<RestoreResponse> {
  const restored = await repo.restore({ file: body.path, commit: body.commit, author: saver.person });
  if (!restored.ok) {
    if (restored.status !== 409) throw repoRefusal(restored);
    saver.audit('conflict', { path: body.path, restoring: body.commit, fields: restored.conflict.fieldNames });
    throw refuse(
      'version-conflict',
      'Someone saved this page while it was being restored — open the history again and restore once more.',
      {
        current: { path: body.path, text: restored.conflict.theirs.text, version: restored.conflict.theirs.version ?? '' },
      },
    );
  }
  saver.audit('restored', { path: body.path, page: pageTitleOf(restored.text, body.path), from: body.commit, commit: restored.commit });
  return { path: body.path, version: restored.version, text: restored.text, commit: restored.commit };
}

/**
 * The content repository's routes of the studio API, at their own paths (without the API's base):
 * a page's history, one commit's diff, and restoring a version, for the signed-in `saver`.
 */
export const historyRoutes = (repo: ContentRepo, saver: Saver) =>
  new Hono()
    .get('/history', queryInput('path'), async (c) => jsonOf(c, await pageHistory(repo, c.req.valid('query').path ?? null)))
    .get('/history/diff', queryInput('path', 'commit'), async (c) => {
      const { path, commit } = c.req.valid('query');
      return jsonOf(c, await historyDiff(repo, path ?? null, commit ?? null));
    })
    .post('/restore', jsonInput(RestoreRequestSchema), async (c) => jsonOf(c, await restorePage(repo, c.req.valid('json'), saver)))
    // A refusal is answered here; anything else fails as the team server's other routes fail.
    .onError((error) => {
      if (error instanceof Refusal) return refusalAnswer(error);
      throw error;
    });

/** The history routes' table, for the screens' typed client. */
export type HistoryRoutes = ReturnType<typeof historyRoutes>;
