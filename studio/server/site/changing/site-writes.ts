import type { ChangedFile, FileResponse, SaveRequest, SaveResponse } from '../../../api/contract/studio-api.ts';
import type { CheckedPage } from '../../pages/page-store.ts';
import { Refusal, refuse } from '../../refusal.ts';
import { pageName } from '../../../document/index.ts';
import { dataOfText as dataOf } from '../finding/text-index.ts';

/**
 * What a change to many pages at once (a move, a replace) needs besides the site as it is read:
 * the store's pages, and the checks every save makes (`PUT /file`'s), so that each page it changes
 * is saved exactly as an author's save would be — in the team studio, one commit by the person.
 */
export interface SiteWriter {
  /** The checked file of an API path (`pageFile`): a draft's page need not be on disk. */
  pageAt: (path: string) => CheckedPage;
  /** The page's text and version as the store has them. */
  read: (page: CheckedPage) => Promise<FileResponse>;
  /** The checks a save makes before anything is written (the size limit, YAML the loader reads): the bytes to save. */
  check: (page: CheckedPage, text: string) => Uint8Array;
  /** One save, as `PUT /file` makes it. */
  write: (page: CheckedPage, save: SaveRequest, bytes: Uint8Array) => Promise<SaveResponse>;
  /** A page file not written yet, checked (in a folder the pages folder has). */
  fileFor: (path: string) => CheckedPage;
  /** Gives the page the file `to` (the version read, only). */
  moveFile: (page: CheckedPage, to: CheckedPage, version: string) => Promise<void>;
  /** Takes the page out (the version read, only). */
  remove: (page: CheckedPage, version: string) => Promise<void>;
}

/** One page to save: its new text, from the version read at the start, and how many of its fields changed. */
export interface PageWrite {
  page: CheckedPage;
  name: string;
  text: string;
  version: string;
  fields: number;
}

/** “Retail”, “Retail and Home”, “Site settings, Retail and Home”. */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** Why a save stopped a move, a delete or a replace (of words or of a picture), in a few words. */
export function reasonOf(error: unknown): string {
  if (error instanceof Refusal) return error.code === 'version-conflict' ? 'someone saved it meanwhile' : error.message.replace(/\.$/, '');
  return error instanceof Error ? error.message : String(error);
}

const again = {
  move: {
    noun: 'move',
    done: 'Moved',
    nothing: 'run the move again',
    rest: 'run the move again to finish it; it changes only what is left',
  },
  replace: {
    noun: 'replace',
    done: 'Replaced',
    nothing: 'search again and replace',
    rest: 'search again: the places left still hold the words',
  },
  'replace-picture': {
    noun: 'replace',
    done: 'Replaced',
    nothing: 'choose the picture again to replace it everywhere',
    rest: 'choose the picture again to replace it everywhere; it changes only the places that still use the old one',
  },
  delete: {
    noun: 'delete',
    done: 'Deleted',
    nothing: 'delete the page again',
    rest: 'delete the page again to finish it; it changes only what is left',
  },
} as const;

/**
 * Saves each page in turn, each from the version read at the start, every one checked before the
 * first is saved. A save refused before any was made passes on as it came (a page changed meanwhile
 * in plain words, without the editor's conflict); one refused after some were made is `partly-done`,
 * naming the pages changed already and why it stopped.
 */
export async function saveInTurn(writes: readonly PageWrite[], writer: SiteWriter, what: keyof typeof again): Promise<ChangedFile[]> {
  const checked = writes.map((write) => ({ write, bytes: writer.check(write.page, write.text) }));
  const changed: ChangedFile[] = [];
  for (const { write, bytes } of checked) {
    try {
      await writer.write(write.page, { path: write.page.path, text: write.text, version: write.version }, bytes);
    } catch (error) {
      const where = `${write.name} (${write.page.path})`;
      if (changed.length === 0) {
        if (!(error instanceof Refusal) || error.code !== 'version-conflict') throw error;
        throw refuse(
          'version-conflict',
          `${where} changed while the ${again[what].noun} was being made (someone saved it meanwhile), so nothing was changed — ${again[what].nothing}.`,
        );
      }
      const done = changed.map((file) => file.name);
      throw refuse(
        'partly-done',
        `${again[what].done} only part way: ${namesInWords(done)} ${done.length === 1 ? 'was' : 'were'} changed, then ${where} could not be saved (${reasonOf(error)}) — ${again[what].rest}.`,
      );
    }
    changed.push({ file: write.page.path, name: write.name, fields: write.fields });
  }
  return changed;
}

/**
 * Adds to `writes` the change `edit` makes in each of `paths` (a page's translations, which follow
 * their page), on top of an earlier write of the same file when there is one.
 */
export async function editEach(
  writes: PageWrite[],
  writer: SiteWriter,
  paths: readonly string[],
  edit: (text: string, path: string) => { text: string; fields: number },
): Promise<void> {
  for (const path of paths) {
    const earlier = writes.findIndex((write) => write.page.path === path);
    const before = writes[earlier];
    const page = before?.page ?? writer.pageAt(path);
    const read = before ?? { ...(await writer.read(page)), fields: 0 };
    const edited = edit(read.text, path);
    if (edited.fields === 0) continue;
    const write = {
      page,
      name: pageName(dataOf(path, edited.text), path),
      text: edited.text,
      version: read.version,
      fields: read.fields + edited.fields,
    };
    if (before === undefined) writes.push(write);
    else writes[earlier] = write;
  }
}
