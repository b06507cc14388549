import type { DataPath } from '../../../document/index.ts';
import type { MergeChoiceEntry, MergeConflict } from '../merge/merge-plan.ts';
import type { ParkedCommit, Person, PushState, RepoRefusal, SaveRequest, SaveResult } from '../types.ts';

/** A draft: a branch `studio/<person>/<draft>` of the content repository, started from main. */
export interface Draft {
  /** The draft's branch, the same in the studio's clone and on the remote. */
  branch: string;
  /** The name its author gave it. */
  name: string;
  /** Who started it; `null` for a branch under studio/ that the studio did not start. */
  author: Person | null;
  /** The commit of main the draft is compared with: where it started, or where it was last published into main. */
  base: string;
  /** The draft's last commit (its base while nothing was saved to it). */
  head: string;
  /** The pages it changes relative to main (those it deletes too), and the pictures it adds or changes. */
  pages: string[];
  pictures: string[];
  /** The pages of `pages` it deletes, each with its name as main has it. */
  removed: { file: string; name: string }[];
  /** The files of `pages` whose page it moved to another file of `pages` (nothing to open there). */
  movedFrom: string[];
  /**
   * Whether main has every commit of the draft, and the draft has commits of its own: it was
   * published and nothing was saved into it since. (After a crash during a publish, this says
   * whether the publish happened.)
   */
  published: boolean;
  /** When it last changed (its last commit, or when it was started), ISO 8601. */
  changed: string;
}

export interface StartDraftRequest {
  author: Person;
  name: string;
}

export type StartDraftResult = ({ ok: true; draft: Draft } & PushState) | RepoRefusal;

/** A save into a draft: a save as to main, naming the draft's branch. */
export type DraftSaveRequest = SaveRequest & { draft: string };

export type DraftSaveResult = SaveResult;

/** A file as an author editing a draft sees it: the draft's version, or main's where the draft does not change it. */
export interface DraftFile {
  ok: true;
  text: string;
  version: string;
  from: 'draft' | 'main';
}

/** One side of a changed file: its version (Git blob id) and, for a page, its text. */
export interface FileSide {
  version: string;
  /** `null` for a picture. */
  text: string | null;
}

/** What a draft changes in one file, for a before/after and a YAML diff. */
export interface DraftFileDiff {
  file: string;
  kind: 'page' | 'picture';
  /** The file as main has it now (`null`: main does not have it). */
  main: FileSide | null;
  /** The file as the draft has it (`null`: the draft took it out). */
  draft: FileSide | null;
  /** The draft's changes, one line per field, as commit messages name them. */
  changes: string[];
  /** The same changes as data paths, in the positions of the draft's base. */
  fields: DataPath[];
  /**
   * What main will have once published, when main changed the file too (the draft's changes made
   * on main's text; on fields both changed, the draft's value); `null` when publishing takes the
   * draft's file as it is.
   */
  merged?: string | null;
  /** Fields main changed too since the draft's base: publishing asks which value to keep. */
  conflicts: MergeConflict[];
  /** The page's file before, when the draft moved the page to this file (`main` is then that file's). */
  movedFrom?: string;
}

export type DraftDiffResult = { ok: true; draft: Draft; files: DraftFileDiff[] } | RepoRefusal;

export interface MergeDraftRequest {
  draft: string;
  /** The person publishing: the merge commit's author. */
  publisher: Person;
  /** How to settle the conflicts a first attempt answered. */
  choices?: readonly MergeChoiceEntry[];
}

export type MergeDraftResult =
  | ({
      ok: true;
      /** The merge commit on main, or `null` when main already had everything the draft changes. */
      commit: string | null;
      /** The files the publish changed on main. */
      files: string[];
      parked: ParkedCommit[];
    } & PushState)
  /** Fields both changed, not settled by `choices`: nothing was changed. */
  | { ok: false; status: 409; conflicts: MergeConflict[] }
  | RepoRefusal;

export type DeleteDraftResult = ({ ok: true } & PushState) | RepoRefusal;

export type { MergeChoiceEntry, MergeConflict };
