import { readFile, rm } from 'node:fs/promises';
import { decodeText, type PageStore } from '../server/page-store.ts';
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
      'Pictures cannot go into a draft yet — upload the picture outside the draft (a publisher may), then choose it here.',
    );
  return {
    // A page made in the draft is on the draft's branch only, not in the clone's pages folder.
    pagesElsewhere: true,
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
    // The API wrote the new page into the clone's work tree (main's): it becomes the draft's first
    // commit of it, and leaves main's work tree at once, so main and the live version never show it.
    async created(page) {
      try {
        // The pages folder (main's) was checked by the API; the draft may have made this page already.
        if ((await repo.readInDraft({ draft, file: page.path })).ok)
          throw refusal(
            409,
            'name-taken',
            `${page.path} is already in this draft — open it from the draft bar, or give the new page another address.`,
          );
        const text = decodeText(await readFile(page.file), page.path);
        const saved = await repo.saveToDraft({ draft, file: page.path, baseVersion: null, text, author: saver.person });
        if (!saved.ok)
          throw saved.status === 409
            ? refusal(409, 'name-taken', `${page.path} is already in this draft — open it from the draft bar.`)
            : repoRefusal(saved);
        saver.audit('saved', { what: 'made a page', path: page.path, draft, commit: saved.commit, merged: false });
      } finally {
        await rm(page.file, { force: true });
      }
    },
  };
}
