/** The team studio's content repository: every save a Git commit by its author, merged field by field, pushed (README.md). */
export { openContentRepo, type ContentRepo, type OpenContentRepoOptions } from './repo.ts';
export type {
  Conflict,
  ExtraFile,
  FileAtHead,
  HistoryEntry,
  ParkedCommit,
  Person,
  PushState,
  RepoRefusal,
  RestoreRequest,
  SaveRequest,
  SaveResult,
  SyncResult,
} from './types.ts';
export type {
  DeleteDraftResult,
  Draft,
  DraftDiffResult,
  DraftFile,
  DraftFileDiff,
  DraftSaveRequest,
  FileSide,
  MergeChoiceEntry,
  MergeConflict,
  MergeDraftRequest,
  MergeDraftResult,
  StartDraftRequest,
  StartDraftResult,
} from './drafts/draft-types.ts';
/** Field-by-field merge of two versions of a page made from one base (used by `save`; pure, for tests and previews). */
export { mergeTexts, type MergeChoice, type MergeResult } from './merge/field-merge.ts';
/** The changes between two texts of a page, one line per field, as commit messages name them. */
export { describeChanges, pageTitleOf } from './merge/describe.ts';
/** A page file's data, or undefined where it does not read as YAML (for the conflict view and the page pictures' section marks). */
export { pageData } from './merge/field-merge.ts';
/** Whether a value is a plain one (text, number, yes/no) rather than a list or a group. */
export { isPlain } from './merge/field-changes.ts';
/** A field's place in words, as the history and the presence note name it. */
export { pathWords } from './merge/change-words.ts';
/** Git on the clone, through the server's git runner: for what reads or writes beside the repository's own methods (publishing, pictures). */
export { git, gitText, ownEnvironment } from './git/git.ts';
/** Objects read by name with one `git cat-file --batch` (the save load benchmark checks the remote with it). */
export { readObjects } from './git/objects.ts';
/** How long each step of saving took, when asked for (`npm run bench`'s save load with `--profile`). */
export { collectStepTimes, noteStep, stepTimes } from './git/step-times.ts';
/** Whether a person's name and e-mail can be written as a commit's author (the join refuses a name that never could). */
export { checkAuthor } from './commits/save.ts';
export type { UndoRequest, UndoResult } from './commits/undo-changes.ts';
