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
} from './draft-types.ts';
/** Field-by-field merge of two versions of a page made from one base (used by `save`; pure, for tests and previews). */
export { mergeTexts, type MergeChoice, type MergeResult } from './field-merge.ts';
/** The changes between two texts of a page, one line per field, as commit messages name them. */
export { describeChanges } from './describe.ts';
