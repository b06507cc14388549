import {
  RestoreRequestSchema,
  type HistoryDiffResponse,
  type HistoryResponse,
  type RestoreResponse,
} from '../../api/contract/studio-api.ts';
import { jsonBody } from '../../server/json-body.ts';
import { refuse } from '../../server/refusal.ts';
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
export async function restorePage(repo: ContentRepo, request: Request, saver: Saver): Promise<RestoreResponse> {
  const body = await jsonBody(request, RestoreRequestSchema);
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
