import type { PageStore } from '../server/page-store.ts';
import { refusal } from '../server/refusal.ts';
import { conflictRefusal, repoRefusal, type Saver } from './repo-store.ts';
import type { ContentRepo } from './repo/index.ts';

/**
 * The studio's store for a draft: a page is read as the draft has it (or as main has it where the
 * draft leaves it alone), and a save is a commit on the draft's branch only — main is never touched.
 * The API has checked the path, the size and the YAML before.
 */
export function draftPageStore(repo: ContentRepo, draft: string, saver: Saver): PageStore {
  const notInDrafts = () =>
    refusal(
      400,
      'bad-request',
      'New pages and pictures cannot go into a draft yet — add them outside the draft, or ask a publisher to add them.',
    );
  return {
    async read(page) {
      const found = await repo.readInDraft({ draft, file: page.path });
      if (!found.ok) throw repoRefusal(found);
      return { path: page.path, text: found.text, version: found.version };
    },
    async write(page, save) {
      const saved = await repo.saveToDraft({ draft, file: page.path, baseVersion: save.version, text: save.text, author: saver.person });
      if (!saved.ok) {
        if (saved.status !== 409) throw repoRefusal(saved);
        saver.audit('conflict', { path: page.path, draft, fields: saved.conflict.fieldNames });
        throw await conflictRefusal(repo, saved);
      }
      saver.audit('saved', { what: 'saved', path: page.path, draft, commit: saved.commit, merged: saved.merged });
      if (!saved.merged) return { path: page.path, version: saved.version, ...(saved.commit === null ? {} : { commit: saved.commit }) };
      // Merged with someone else's save into the same draft: the editor takes the file as the draft has it now.
      const now = await repo.readInDraft({ draft, file: page.path });
      return {
        path: page.path,
        version: saved.version,
        ...(saved.commit === null ? {} : { commit: saved.commit }),
        ...(now.ok && now.version === saved.version ? { text: now.text } : {}),
      };
    },
    writePicture: () => Promise.reject(notInDrafts()),
    created: () => Promise.reject(notInDrafts()),
  };
}
