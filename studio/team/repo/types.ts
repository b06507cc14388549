import type { DataPath } from '../../document/index.ts';

/** A person as Git records them: the author of a commit. */
export interface Person {
  name: string;
  email: string;
}

/** Why a request was refused: an HTTP status, a code, and what to do, in words for authors. */
export interface RepoRefusal {
  ok: false;
  status: 400 | 404 | 422;
  error: 'bad-path' | 'bad-author' | 'bad-name' | 'not-found' | 'unknown-version';
  message: string;
}

/** A file's text at the repository's head, and its version (the Git blob id of its bytes). */
export interface FileAtHead {
  ok: true;
  text: string;
  version: string;
}

/** A picture (or other file under public/images/) that goes into the same commit as a page. */
export interface ExtraFile {
  path: string;
  bytes: Uint8Array;
}

export interface SaveRequest {
  /** `pages/…` (or a file under `public/images/`). */
  file: string;
  /** The version the author started from (`read`'s `version`); `null` for a file they created. */
  baseVersion: string | null;
  text: string;
  author: Person;
  /** The page's title for the commit message; the file's own title or name when not given. */
  title?: string;
  /** What changed, one line each; worked out from the data of the two texts when not given. */
  changes?: readonly string[];
  /** Pictures uploaded for this save, committed with it. */
  extraFiles?: readonly ExtraFile[];
}

/** Both sides of a save that changed the same fields as a save made since the author's version. */
export interface Conflict {
  file: string;
  baseVersion: string | null;
  theirs: { text: string; version: string | null; author: Person | null };
  yours: { text: string };
  /** The fields both changed, as data paths (`['sections', 2, 'heading']`). */
  fields: DataPath[];
  /** The same fields in words, as commit messages name them. */
  fieldNames: string[];
}

/** Whether the commit reached the remote. */
export type PushState =
  | { pushed: true }
  /** The clone has no remote: nothing to push. */
  | { pushed: false; reason: 'no-remote' }
  /** Saved in the studio's repository; a later save (or `sync`) pushes it. */
  | { pushed: false; reason: 'unreachable' | 'refused'; message: string };

/** A commit the studio made before that could not go onto the remote's changes, kept under `ref`. */
export interface ParkedCommit {
  commit: string;
  ref: string;
  file: string;
  author: Person;
  message: string;
}

export type SaveResult =
  | ({
      ok: true;
      file: string;
      /** The file's version now (its blob id). */
      version: string;
      /** The file's text in that version: the author's, or theirs merged with changes saved since (or on the remote). */
      text: string;
      /** The new commit, or `null` when the text was already the file's text (nothing to commit). */
      commit: string | null;
      /** Whether the author's change was merged with changes saved after their version. */
      merged: boolean;
      changes: string[];
      parked: ParkedCommit[];
    } & PushState)
  | { ok: false; status: 409; conflict: Conflict }
  | RepoRefusal;

export interface RestoreRequest {
  file: string;
  /** The commit whose version of the file comes back. */
  commit: string;
  author: Person;
  title?: string;
}

/** One commit in a file's history. */
export interface HistoryEntry {
  commit: string;
  author: Person;
  /** When it was authored, ISO 8601. */
  date: string;
  message: string;
  /** The lines of the message that name what changed (the studio writes one per field). */
  changes: string[];
}

export type SyncResult = ({ ok: true; head: string; parked: ParkedCommit[] } & PushState) | RepoRefusal;
