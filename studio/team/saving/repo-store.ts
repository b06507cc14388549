import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { ApiErrorCode } from '../../api/contract/studio-api.ts';
import { decodeText, type PageStore } from '../../server/pages/page-store.ts';
import { writeAtomically } from '../../server/pages/page-files.ts';
import { refuse, type Refusal } from '../../server/refusal.ts';
import { conflictView } from './conflict-view.ts';
import { parkedSaveDetail } from './parked-saves.ts';
import type { PendingPictures } from './pending-pictures.ts';
import { publicFilesAt, withOwnUploads } from './public-files.ts';
import type { AuditAction } from '../database/tables/audit.ts';
import type { ContentRepo, Person, RepoRefusal, SaveResult } from '../repo/index.ts';
import { git, pageTitleOf } from '../repo/index.ts';

/** The person saving, and how the store notes what it did in the audit log. */
export interface Saver {
  id: number;
  person: Person;
  audit: (action: AuditAction, detail: Record<string, unknown>) => void;
}

export const repoRefusal = (refused: RepoRefusal): Refusal => refuse(refused.error satisfies ApiErrorCode, refused.message);

/** The text of a version (a Git blob id), or null when the repository does not have it. */
async function textOf(repo: ContentRepo, version: string | null): Promise<string | null> {
  if (version === null) return null;
  const output = await git(repo.dir, ['cat-file', 'blob', version]);
  return output.code === 0 ? output.stdout.toString('utf8') : null;
}

/** The 409 refusal of a conflict: both versions, who saved the other one and when, the fields both changed. */
export async function conflictRefusal(repo: ContentRepo, saved: Extract<SaveResult, { status: 409 }>): Promise<Refusal> {
  const { conflict } = saved;
  const history = await repo.history(conflict.file);
  const date = history.ok ? (history.entries[0]?.date ?? null) : null;
  const view = conflictView(conflict, await textOf(repo, conflict.baseVersion), date);
  const who = view.theirs.name ?? 'Someone';
  const names = view.fields.map((field) => field.name).join(', ');
  return refuse(
    'version-conflict',
    `${who} saved this page after you opened it and changed the same ${view.fields.length === 1 ? 'field' : 'fields'} (${names}) — choose, field by field, which version to keep, then save again.`,
    {
      current: { path: conflict.file, text: conflict.theirs.text, version: conflict.theirs.version ?? '' },
      conflict: view,
    },
  );
}

/** The path of a file of the clone as the repository names it (`public/images/…`). */
const repoPath = (repo: ContentRepo, file: string): string => relative(repo.dir, file).split(sep).join('/');

/**
 * The team studio's store: reads pages at the repository's head (a version is the Git blob id),
 * and makes every save one commit by the signed-in person, merged field by field with what was
 * saved since their version, or refused 409 with both versions. A person's uploaded pictures go
 * into their next save's commit. `force` changes nothing here: nothing is overwritten silently.
 */
export function repoPageStore(repo: ContentRepo, saver: Saver, pending: PendingPictures): PageStore {
  async function commit(
    path: string,
    text: string,
    version: string | null,
  ): Promise<{ path: string; version: string; text: string; commit?: string; note?: string }> {
    const pictures = pending.take(saver.id);
    const saved = await repo
      .save({ file: path, baseVersion: version, text, author: saver.person, extraFiles: pictures })
      .catch((error: unknown) => {
        pending.giveBack(saver.id, pictures);
        throw error;
      });
    if (!saved.ok || saved.commit === null) pending.giveBack(saver.id, pictures);
    else pending.committed(saver.id);
    if (!saved.ok) {
      if (saved.status !== 409) throw repoRefusal(saved);
      saver.audit('conflict', {
        path,
        page: pageTitleOf(text, path),
        fields: saved.conflict.fieldNames,
        theirs: saved.conflict.theirs.author?.name ?? null,
      });
      throw await conflictRefusal(repo, saved);
    }
    const pushed = saved.pushed ? true : saved.reason;
    for (const parked of saved.parked) saver.audit('save-parked', parkedSaveDetail(parked));
    saver.audit('saved', {
      what: 'saved',
      path,
      page: pageTitleOf(text, path),
      commit: saved.commit,
      merged: saved.merged,
      pushed,
      pictures: pictures.map((picture) => picture.path),
    });
    const note =
      saved.pushed || saved.reason === 'no-remote'
        ? undefined
        : `Saved in the studio, but not yet sent to the site's repository (${saved.message.trim()}) — it goes with the next save; tell whoever runs the studio if this stays.`;
    return {
      path,
      version: saved.version,
      text: saved.text,
      ...(saved.commit === null ? {} : { commit: saved.commit }),
      ...(note === undefined ? {} : { note }),
    };
  }

  return {
    async read(page) {
      const found = await repo.read(page.path);
      if (!found.ok) throw repoRefusal(found);
      return { path: page.path, text: found.text, version: found.version };
    },
    async write(page, save) {
      const { text, ...written } = await commit(page.path, save.text, save.version);
      // Merged with someone else's save: the author's editor takes the file as saved, the text of
      // the version it is given (never the head's, which a later save may have moved already).
      return text === save.text ? written : { ...written, text };
    },
    // A publisher's delete on the live version: one commit on main by them.
    async remove(page, version) {
      const before = await repo.read(page.path);
      const name = before.ok ? pageTitleOf(before.text, page.path) : page.path;
      const removed = await repo.remove({ file: page.path, baseVersion: version, author: saver.person, name });
      if (!removed.ok) throw refuse(removed.error, removed.message);
      saver.audit('saved', { what: 'deleted a page', path: page.path, page: name, commit: removed.commit, merged: false });
    },
    // The page's file moved: one commit on main by the person, the same bytes at the new place.
    async moveFile(page, to, version) {
      const before = await repo.read(page.path);
      const name = before.ok ? pageTitleOf(before.text, page.path) : page.path;
      const moved = await repo.moveFile({ file: page.path, to: to.path, baseVersion: version, author: saver.person, name });
      if (!moved.ok) throw refuse(moved.error, moved.message);
      saver.audit('saved', { what: 'moved a file', path: page.path, to: to.path, page: name, commit: moved.commit, merged: false });
    },
    // A picture no page uses: an upload not saved yet is forgotten; one main holds goes in a commit on main by the person.
    async removePicture(file) {
      const path = repoPath(repo, file);
      if (pending.forget(saver.id, path)) await repo.filesBackToMain([path]);
      if (!(await repo.read(path)).ok) return;
      const removed = await repo.remove({ file: path, baseVersion: null, author: saver.person, name: `/${path.slice('public/'.length)}` });
      if (!removed.ok) throw refuse(removed.error, removed.message);
      saver.audit('saved', {
        what: 'removed a picture',
        path,
        page: `/${path.slice('public/'.length)}`,
        commit: removed.commit,
        merged: false,
      });
    },
    // Main's pictures and the person's own uploads: not those uploaded in drafts, which are in the work tree too.
    publicFiles: async () => withOwnUploads(await publicFilesAt(repo.dir, 'HEAD'), pending, saver.id),
    async writePicture(file, bytes) {
      // Shown at once (the list and the preview read the work tree); committed with the person's next save.
      await writeAtomically(file, bytes);
      pending.add(saver.id, { path: repoPath(repo, file), bytes });
    },
    async created(page) {
      const text = decodeText(await readFile(page.file), page.path);
      await commit(page.path, text, null);
    },
  };
}
