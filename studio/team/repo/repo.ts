import { randomUUID } from 'node:crypto';
import { mkdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileAtHead } from './commits/commit-files.ts';
import { git, gitText, isObjectId } from './git/git.ts';
import { draftDiff, publishedDiff } from './drafts/draft-diff.ts';
import { mergedTree, pagesInDraft, type TreePageFile } from './drafts/merged-tree.ts';
import { mergeDraft } from './drafts/draft-merge.ts';
import type {
  DeleteDraftResult,
  Draft,
  DraftDiffResult,
  DraftFile,
  DraftFileDiff,
  DraftSaveRequest,
  MergeDraftRequest,
  MergeDraftResult,
  StartDraftRequest,
  StartDraftResult,
} from './drafts/draft-types.ts';
import { recoverDrafts } from './drafts/draft-recovery.ts';
import {
  deleteDraft,
  describeDraft,
  draftCommitAuthors,
  listDrafts,
  pushWaitingDrafts,
  readDraftFile,
  saveToDraft,
  removeFromDraft,
  filesBackToMain,
  moveFileInDraft,
  startDraft,
} from './drafts/drafts.ts';
import { commitDiff, fileHistory } from './commits/history.ts';
import { headCommit, objectIs, type RepoPlace } from './git/objects.ts';
import { checkPath } from './git/paths.ts';
import { inTurn } from './git/queue.ts';
import { recover } from './git/recover.ts';
import { pull } from './sync/remote.ts';
import { restore } from './commits/restore.ts';
import { changesStillOnBranch, contentChanged, undoChanges, type UndoRequest, type UndoResult } from './commits/undo-changes.ts';
import { save } from './commits/save.ts';
import { movePageFile, removePage, type MoveFileRequest, type RemoveRequest, type RemoveResult } from './commits/page-file-changes.ts';
import type { FileAtHead, HistoryEntry, Person, RepoRefusal, RestoreRequest, SaveRequest, SaveResult, SyncResult } from './types.ts';

export interface OpenContentRepoOptions {
  /** The studio's clone; made by cloning `source` when it does not exist yet. */
  dir: string;
  /** The site's repository: a URL or a path, as `git clone` takes it. */
  source: string;
  /** The committer of every commit; "Page studio <studio@localhost>" unless given. */
  studio?: Person;
}

/** The team studio's content repository. Every method is safe to call at any time, from any request. */
export interface ContentRepo {
  readonly dir: string;
  /** The branch the studio commits to and pushes (the clone's own branch). */
  readonly branch: string;
  /** A page's (or picture's) text at the head, and its version to send back with `save`. */
  read(file: string): Promise<FileAtHead | RepoRefusal>;
  /**
   * Saves a page as one commit by its author (the studio is the committer), merged field by
   * field with anything saved since `baseVersion`, or 409 with both versions when both changed
   * the same field. Saves run one at a time. Pushes after the commit; see README.md.
   */
  save(request: SaveRequest): Promise<SaveResult>;
  /** A page taken out (the version the person saw) as one commit by its author, pushed like a save. */
  remove(request: RemoveRequest): Promise<RemoveResult>;
  /** A page given another file (the same bytes at `to`, none at its old place) as one commit by its author, pushed like a save. */
  moveFile(request: MoveFileRequest): Promise<RemoveResult>;
  /** The commits that changed the file, newest first. */
  history(file: string): Promise<{ ok: true; entries: HistoryEntry[] } | RepoRefusal>;
  /** The unified diff of what one commit changed in the file. */
  diffOf(commit: string, file: string): Promise<{ ok: true; diff: string } | RepoRefusal>;
  /** Brings back the file as a commit had it, as a new commit (history is never rewritten). */
  restore(request: RestoreRequest): Promise<SaveResult>;
  /** A commit that takes the pages and pictures changed since `back` back to it (a roll back), merged onto the head, then pushed. */
  undoChanges(request: UndoRequest): Promise<UndoResult>;
  /** The pages and pictures `from` changed since `back` that the head still holds otherwise than `back` (what a roll back that kept the pages left). */
  changesStillOnBranch(request: { from: string; back: string }): Promise<string[]>;
  /** The pages and pictures that differ between two commits (what a release changed from the one before). */
  contentChanged(request: { from: string; to: string }): Promise<string[]>;
  /** Fetches the remote, brings its commits in (merged like saves) and pushes what is not pushed yet. */
  sync(): Promise<SyncResult>;
  /** Starts a draft from main's head: a branch `studio/<person>/<name>`, pushed to the remote. */
  startDraft(request: StartDraftRequest): Promise<StartDraftResult>;
  /** The drafts, the most recently changed first; only those `author` started when given. */
  listDrafts(filter?: { author?: { email: string } }): Promise<Draft[]>;
  /** The draft on `branch` as `listDrafts` gives it, or undefined when there is none (without listing the others). */
  draft(branch: string): Promise<Draft | undefined>;
  /** Who wrote the draft's commits that main does not have yet, each once (empty for no such draft). */
  draftAuthors(request: { draft: string }): Promise<Person[]>;
  /** A file as the draft has it, or as main has it where the draft does not change it. */
  readInDraft(request: { draft: string; file: string }): Promise<DraftFile | RepoRefusal>;
  /** A save as `save` makes it, as a commit on the draft's branch; main is not touched. */
  saveToDraft(request: DraftSaveRequest): Promise<SaveResult>;
  /** A page taken out of the draft (the version the person saw): one commit on the draft's branch; main is not touched. */
  removeFromDraft(request: RemoveRequest & { draft: string }): Promise<RemoveResult>;
  /** Files of the work tree back as main has them, or gone where main has none (an upload forgotten before any commit held it). */
  filesBackToMain(paths: readonly string[]): Promise<void>;
  /** A page given another file in the draft: one commit on the draft's branch; main is not touched. */
  moveFileInDraft(request: MoveFileRequest & { draft: string }): Promise<RemoveResult>;
  /** What the draft changes against main now, file by file, with both texts and the fields. */
  draftDiff(request: { draft: string }): Promise<DraftDiffResult>;
  /** The tree publishing the draft would give main now, the draft's values kept where both changed a field (merged-tree.ts). */
  mergedTree(request: { draft: string }): Promise<{ ok: true; tree: string } | RepoRefusal>;
  /** The page files (pages/…) as publishing the draft would leave main: what the studio lists in the draft. */
  pagesInDraft(request: { draft: string }): Promise<{ ok: true; files: TreePageFile[] } | RepoRefusal>;
  /** What a publish (the merge commit on main) changed, file by file; `undefined` when it is no such commit. */
  publishedDiff(request: { commit: string }): Promise<DraftFileDiff[] | undefined>;
  /** Publishes the draft: a merge commit on main by the publisher, or the fields both changed. */
  mergeDraft(request: MergeDraftRequest): Promise<MergeDraftResult>;
  /**
   * Takes the draft's branch out of the clone and off the remote, and its pictures (`uploads` not
   * committed yet too) out of main's work tree, but those in `keep` (uploaded elsewhere, not committed yet).
   */
  deleteDraft(request: { draft: string; uploads?: readonly string[]; keep?: readonly string[] }): Promise<DeleteDraftResult>;
}

const defaultStudio: Person = { name: 'Page studio', email: 'studio@localhost' };

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Clones into a folder beside `dir`, renamed into place when complete: a stopped clone leaves no half clone at `dir`. */
async function cloneInto(dir: string, source: string): Promise<void> {
  await mkdir(dirname(dir), { recursive: true });
  const partial = join(dirname(dir), `.${basename(dir)}.${randomUUID()}.cloning`);
  const output = await git(dirname(dir), ['clone', '--quiet', '--no-tags', '--', source, partial], { timeoutMs: 600_000 });
  if (output.code !== 0) {
    await rm(partial, { recursive: true, force: true });
    throw new Error(`The site's repository could not be cloned from ${source}: ${output.stderr.trim()}`);
  }
  await rename(partial, dir);
}

async function placeOf(dir: string, studio: Person): Promise<RepoPlace> {
  const worktree = await realpath(dir);
  const top = await git(worktree, ['rev-parse', '--show-toplevel']);
  if (top.code !== 0 || (await realpath(top.stdout.toString('utf8').trim())) !== worktree) {
    throw new Error(`${dir} exists but is not a clone of the site's repository — remove it or name another folder.`);
  }
  const branch = await git(worktree, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  if (branch.code !== 0) throw new Error(`${dir} is not on a branch — check out the branch the studio should commit to.`);
  const hasRemote = (await git(worktree, ['remote', 'get-url', 'origin'])).code === 0;
  return {
    worktree,
    gitDir: await gitText(worktree, ['rev-parse', '--absolute-git-dir']),
    branch: branch.stdout.toString('utf8').trim(),
    studio,
    hasRemote,
    checkedOut: true,
  };
}

/** The clone's own settings: the studio as committer, and files stored exactly as written. */
async function configure(place: RepoPlace): Promise<void> {
  const settings: [string, string][] = [
    ['user.name', place.studio.name],
    ['user.email', place.studio.email],
    ['core.autocrlf', 'false'],
    ['core.safecrlf', 'false'],
  ];
  for (const [key, value] of settings) await gitText(place.worktree, ['config', key, value]);
}

const notFound = (file: string): RepoRefusal => ({
  ok: false,
  status: 404,
  error: 'not-found',
  message: `There is no file ${file} — it may have been moved or deleted; reload the list of pages.`,
});

/**
 * Opens the studio's clone of the site's repository (cloning it first when `dir` does not exist),
 * and makes it consistent after any crash: stale locks removed, the work tree at the head.
 */
export async function openContentRepo(options: OpenContentRepoOptions): Promise<ContentRepo> {
  const fresh = !(await exists(options.dir));
  if (fresh) await cloneInto(options.dir, options.source);
  const place = await placeOf(options.dir, options.studio ?? defaultStudio);
  const inOrder = <T>(task: () => Promise<T>) => inTurn(place.worktree, task);
  await inOrder(async () => {
    await recover(place);
    await configure(place);
    // Only a new clone takes the remote's drafts: in an older one, a draft missing here was deleted here.
    if (fresh) await recoverDrafts(place);
  });
  return {
    dir: place.worktree,
    branch: place.branch,
    async read(file) {
      const checked = await checkPath(place.worktree, file);
      if (!checked.ok) return checked;
      const found = await fileAtHead(place, checked.path);
      return found ? { ok: true, text: found.text, version: found.version } : notFound(checked.path);
    },
    save: (request) => save(place, request),
    remove: (request) => removePage(place, request),
    moveFile: (request) => movePageFile(place, request),
    async history(file) {
      const checked = await checkPath(place.worktree, file);
      return checked.ok ? { ok: true, entries: await fileHistory(place, checked.path) } : checked;
    },
    async diffOf(commit, file) {
      const checked = await checkPath(place.worktree, file);
      if (!checked.ok) return checked;
      if (!isObjectId(commit) || !(await objectIs(place, commit, 'commit')))
        return {
          ok: false,
          status: 404,
          error: 'not-found',
          message: 'That version is not in the history — choose one from the page’s history.',
        };
      return { ok: true, diff: await commitDiff(place, commit, checked.path) };
    },
    restore: (request) => restore(place, request),
    undoChanges: (request) => undoChanges(place, request),
    changesStillOnBranch: (request) => changesStillOnBranch(place, request),
    contentChanged: (request) => contentChanged(place, request),
    async sync() {
      const synced = await inOrder(async (): Promise<SyncResult> => {
        const pulled = await pull(place);
        return { ok: true, head: await headCommit(place), parked: pulled.parked, ...pulled.state };
      });
      await pushWaitingDrafts(place);
      return synced;
    },
    startDraft: (request) => startDraft(place, request),
    listDrafts: (filter) => listDrafts(place, filter?.author),
    draft: (branch) => describeDraft(place, branch),
    draftAuthors: ({ draft }) => draftCommitAuthors(place, draft),
    readInDraft: ({ draft, file }) => readDraftFile(place, draft, file),
    saveToDraft: (request) => saveToDraft(place, request),
    removeFromDraft: (request) => removeFromDraft(place, request),
    filesBackToMain: (paths) => filesBackToMain(place, paths),
    moveFileInDraft: (request) => moveFileInDraft(place, request),
    draftDiff: ({ draft }) => draftDiff(place, draft),
    mergedTree: ({ draft }) => mergedTree(place, draft),
    pagesInDraft: ({ draft }) => pagesInDraft(place, draft),
    publishedDiff: ({ commit }) => publishedDiff(place, commit),
    mergeDraft: (request) => mergeDraft(place, request),
    deleteDraft: ({ draft, uploads, keep }) => deleteDraft(place, draft, { uploads, keep }),
  };
}
