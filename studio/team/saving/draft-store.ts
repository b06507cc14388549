import { readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { writeAtomically } from '../../server/pages/page-files.ts';
import { decodeText, type PageStore } from '../../server/pages/page-store.ts';
import { refuse } from '../../server/refusal.ts';
import { conflictRefusal, repoRefusal, type Saver } from './repo-store.ts';
import type { PendingPictures } from './pending-pictures.ts';
import { publicFilesAfterDraft, withOwnUploads } from './public-files.ts';
import { pageTitleOf, type ContentRepo } from '../repo/index.ts';

/**
 * The studio's store for a draft: a page is read as the draft has it (or as main has it where the
 * draft leaves it alone), and a save is a commit on the draft's branch only — main is never touched.
 * New pages and pictures go into the draft too. The API has checked the path, the size and the YAML before.
 */
export function draftPageStore(
  repo: ContentRepo,
  draft: string,
  saver: Saver,
  pendingInDraft: (draft: string) => PendingPictures,
): PageStore {
  const pending = pendingInDraft(draft);
  /** A save into the draft, with the pictures the person uploaded in it since their last save there. */
  async function saveWithPictures(path: string, text: string, version: string | null) {
    const pictures = pending.take(saver.id);
    const saved = await repo
      .saveToDraft({ draft, file: path, baseVersion: version, text, author: saver.person, extraFiles: pictures })
      .catch((error: unknown) => {
        pending.giveBack(saver.id, pictures);
        throw error;
      });
    if (!saved.ok || saved.commit === null) pending.giveBack(saver.id, pictures);
    else pending.committed(saver.id);
    return { saved, pictures: saved.ok && saved.commit !== null ? pictures.map((picture) => picture.path) : [] };
  }
  return {
    // A page made in the draft is on the draft's branch only, not in the clone's pages folder.
    pagesElsewhere: true,
    // The list, the checks and the link targets see the pages as publishing the draft would leave them: its new pages too.
    async sources(pagesDir) {
      const found = await repo.pagesInDraft({ draft });
      if (!found.ok) throw repoRefusal(found);
      return found.files.map(({ path, bytes }) => ({ path: join(pagesDir, ...path.split('/').slice(1)), bytes }));
    },
    // As publishing the draft would leave them, with the person's uploads in it not committed yet.
    async publicFiles() {
      return withOwnUploads(await publicFilesAfterDraft(repo, draft), pending, saver.id);
    },
    async read(page) {
      const found = await repo.readInDraft({ draft, file: page.path });
      if (!found.ok) throw repoRefusal(found);
      return { path: page.path, text: found.text, version: found.version };
    },
    async write(page, save) {
      const { saved, pictures } = await saveWithPictures(page.path, save.text, save.version);
      if (!saved.ok) {
        if (saved.status !== 409) throw repoRefusal(saved);
        saver.audit('conflict', { path: page.path, page: pageTitleOf(save.text, page.path), draft, fields: saved.conflict.fieldNames });
        throw await conflictRefusal(repo, saved);
      }
      saver.audit('saved', {
        what: 'saved',
        path: page.path,
        page: pageTitleOf(save.text, page.path),
        draft,
        commit: saved.commit,
        merged: saved.merged,
        pictures,
      });
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
    // The page's file moved: one commit on the draft’s branch by the person, the same bytes at the new place.
    async moveFile(page, to, version) {
      const before = await repo.readInDraft({ draft, file: page.path });
      const name = before.ok ? pageTitleOf(before.text, page.path) : page.path;
      const moved = await repo.moveFileInDraft({ draft, file: page.path, to: to.path, baseVersion: version, author: saver.person, name });
      if (!moved.ok) throw refuse(moved.error, moved.message);
      saver.audit('saved', { what: 'moved a file', path: page.path, to: to.path, page: name, draft, commit: moved.commit, merged: false });
    },
    // A picture no page uses: an upload of the person's not saved yet is forgotten (main's version, if
    // any, comes back into the work tree); one the draft or main holds goes in a commit on the draft's branch.
    async removePicture(file) {
      const path = relative(repo.dir, file).split(sep).join('/');
      if (pending.forget(saver.id, path)) await repo.filesBackToMain([path]);
      const found = await repo.readInDraft({ draft, file: path });
      if (!found.ok) return;
      const removed = await repo.removeFromDraft({
        draft,
        file: path,
        baseVersion: null,
        author: saver.person,
        name: `/${path.slice('public/'.length)}`,
      });
      if (!removed.ok) throw refuse(removed.error, removed.message);
      saver.audit('saved', {
        what: 'removed a picture',
        path,
        page: `/${path.slice('public/'.length)}`,
        draft,
        commit: removed.commit,
        merged: false,
      });
    },
    // One commit on the draft's branch by the person; publishing the draft takes the page off main.
    async remove(page, version) {
      const before = await repo.readInDraft({ draft, file: page.path });
      const name = before.ok ? pageTitleOf(before.text, page.path) : page.path;
      const removed = await repo.removeFromDraft({
        draft,
        file: page.path,
        baseVersion: version,
        author: saver.person,
        name,
      });
      if (!removed.ok) throw refuse(removed.error, removed.message);
      saver.audit('saved', { what: 'deleted a page', path: page.path, page: name, draft, commit: removed.commit, merged: false });
    },
    // Shown at once (the list and the preview read the clone's work tree); committed into the draft with the person's next save there.
    async writePicture(file, bytes) {
      await writeAtomically(file, bytes);
      pending.add(saver.id, { path: relative(repo.dir, file).split(sep).join('/'), bytes });
    },
    // The API wrote the new page into the clone's work tree (main's): it becomes the draft's first
    // commit of it, and leaves main's work tree at once, so main and the live version never show it.
    async created(page) {
      try {
        // The pages folder (main's) was checked by the API; the draft may have made this page already.
        if ((await repo.readInDraft({ draft, file: page.path })).ok)
          throw refuse(
            'name-taken',
            `${page.path} is already in this draft — open it from the draft bar, or give the new page another address.`,
          );
        const text = decodeText(await readFile(page.file), page.path);
        const { saved } = await saveWithPictures(page.path, text, null);
        if (!saved.ok)
          throw saved.status === 409
            ? refuse('name-taken', `${page.path} is already in this draft — open it from the draft bar.`)
            : repoRefusal(saved);
        saver.audit('saved', {
          what: 'made a page',
          path: page.path,
          page: pageTitleOf(text, page.path),
          draft,
          commit: saved.commit,
          merged: false,
        });
      } finally {
        await rm(page.file, { force: true });
      }
    },
  };
}
