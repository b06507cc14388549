import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import type { SourceFile } from '../../../schema/content/content.ts';
import type { FileResponse, SaveRequest, SaveResponse } from '../../api/contract/studio-api.ts';
import { versionOf, writeAtomically } from './page-files.ts';
import { refuse } from '../refusal.ts';

/** A page file the API has checked (studio/server/page-paths.ts): where it is on disk, and its API path. */
export interface CheckedPage {
  file: string;
  path: string;
}

/**
 * Where the studio API reads and writes pages and pictures. `npm run dev` writes files straight
 * into the project (`diskPageStore`); the team server commits them to its content repository.
 * Every argument has been checked by the API first (path, size, YAML, picture type).
 */
export interface PageStore {
  /** The file's text and the version a save must name. */
  read(page: CheckedPage): Promise<FileResponse>;
  /** Saves a checked text; refuses (409 `version-conflict`) when the file changed since `save.version`. */
  write(page: CheckedPage, save: SaveRequest, bytes: Uint8Array): Promise<SaveResponse>;
  /** Takes the page out, when it is still at `version` (else 409 `version-conflict`). */
  remove(page: CheckedPage, version: string): Promise<void>;
  /**
   * Gives the page, when it is still at `version`, the file `to` (checked, not written yet): the
   * same text there, none at its old place. 409 `name-taken` when `to` is taken meanwhile.
   */
  moveFile(page: CheckedPage, to: CheckedPage, version: string): Promise<void>;
  /** Takes a checked picture out (`file`, under the public folder's images/): one no page uses. */
  removePicture(file: string): Promise<void>;
  /** Writes a checked picture to `file` (under the public folder's images/). */
  writePicture(file: string, bytes: Uint8Array): Promise<void>;
  /** A page `POST /new-page` has just written from its kind's template. */
  created(page: CheckedPage): Promise<void>;
  /**
   * The store holds pages the pages folder may not have (the team studio's drafts): a page is then
   * opened and saved without being on disk, and the store itself answers 404 for one it does not have.
   */
  pagesElsewhere?: boolean;
  /**
   * The page files as this store has them, where they are not the pages folder's (a team studio
   * draft: main's pages with the draft's changes). Each path as it would be in `pagesDir`. The page
   * list, the check of a page and the link targets read them; without it, the pages folder is read.
   */
  sources?(pagesDir: string): Promise<SourceFile[]>;
  /**
   * The site's files under public/ (`/images/…`) as this store has them, where they are not the
   * public folder's (the team studio: main's or the draft's, with the person's own uploads not
   * committed yet). The checks and the picture list go by them; without it, the folder is read.
   */
  publicFiles?(): Promise<ReadonlySet<string>>;
}

/** The bytes of a page as text, or a refusal that says how to fix the file. */
export const decodeText = (bytes: Uint8Array, path: string): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw refuse('not-yaml', `${path} is not saved as UTF-8 text — save it as UTF-8 in a text editor first.`);
  }
};

/** The one-person studio's store: files on disk, a version is a hash of the bytes, `force` writes over a newer file. */
export const diskPageStore: PageStore = {
  async read(page) {
    const bytes = await readFile(page.file);
    return { path: page.path, text: decodeText(bytes, page.path), version: versionOf(bytes) };
  },
  async write(page, save, bytes) {
    const current = await readFile(page.file);
    if (versionOf(current) !== save.version && save.force !== true) {
      throw refuse(
        'version-conflict',
        'This page changed on disk after you opened it — look at the changes, then save again to replace them, or start again from the new text.',
        {
          current: { path: page.path, text: decodeText(current, page.path), version: versionOf(current) },
        },
      );
    }
    await writeAtomically(page.file, bytes);
    return { path: page.path, version: versionOf(bytes) };
  },
  async remove(page, version) {
    const current = await readFile(page.file);
    if (versionOf(current) !== version)
      throw refuse('version-conflict', `${page.path} changed on disk after it was read, so it was not deleted — open it again, then delete it.`);
    await rm(page.file);
  },
  async moveFile(page, to, version) {
    const current = await readFile(page.file);
    if (versionOf(current) !== version)
      throw refuse('version-conflict', `${page.path} changed on disk after it was read, so it was not moved — open it again, then move it.`);
    if (existsSync(to.file)) throw refuse('name-taken', `${to.path} is another page's file already — choose another file name.`);
    await writeAtomically(to.file, current);
    await rm(page.file);
  },
  writePicture: writeAtomically,
  removePicture: (file) => rm(file),
  created: () => Promise.resolve(),
};
