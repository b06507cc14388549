import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileBytes, LocalCommit } from './commit-files.ts';
import { gitText } from '../git/git.ts';
import { awaitPush } from '../sync/awaiting-push.ts';
import { importChain, landChain, type ChainCommit } from '../git/commit-chain.ts';
import { readObjects, temporaryIndexPrefix, type RepoPlace, type StoredObject } from '../git/objects.ts';
import { inTurn } from '../git/queue.ts';
import { noteStep, timedStep } from '../git/step-times.ts';
import type { DataPath } from '../../../document/index.ts';
import type { Person, RepoRefusal } from '../types.ts';
import { writeCommittedFiles } from '../git/worktree.ts';

/** A file as the branch has it with the batch's earlier saves made; `version` is '' where one of them changed it (its id is not known yet). */
export interface FileNow {
  text: string;
  version: string;
}

/**
 * Where a save reads the file it saves over: the branch it saves to (main), or for a draft the
 * draft where it changes the file and main where it does not (what the author was shown).
 */
export type FileSource = (place: RepoPlace, path: string) => Promise<RepoPlace>;

/** A save to main reads its own branch. */
export const ownBranch: FileSource = (place) => Promise.resolve(place);

/** What a save commits: its page's text, every file it writes (the page first), by whom, with what message. */
export interface CommitPlan {
  text: string;
  writes: readonly FileBytes[];
  author: Person;
  message: string;
}

/** What a save's plan comes to: a commit (and how the answer describes it), the fields that conflict, or a refusal. */
export type PlanOutcome = { commit: CommitPlan; merged: boolean; changes: string[] } | { fields: DataPath[] } | RepoRefusal;

/** What the batch answers a save: its commit in the clone (not yet pushed), or its plan's other answer. */
export type BatchOutcome = { local: LocalCommit; merged: boolean; changes: string[] } | { fields: DataPath[] } | RepoRefusal;

/** A save waiting for its batch: its page, the version it started from, where the page is read, and how it is planned once the batch reads them. */
export interface BatchItem {
  file: string;
  baseVersion: string | null;
  source: FileSource;
  /** Given the page as it is now and the author's version (`null` where there is none): what to commit, or why not. */
  plan: (now: FileNow | null, base: StoredObject | null) => PlanOutcome;
}

interface Entry {
  item: BatchItem;
  /** When the save came in (milliseconds since the epoch): its commit's author date. */
  savedAt: number;
  resolve: (outcome: BatchOutcome) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  started: boolean;
  entries: Entry[];
}

/** The batch of each branch of each clone that has not started yet: saves to that branch arriving meanwhile join it. */
const gathering = new Map<string, Batch>();

/** A batch's key in `gathering`: the clone and the branch it commits to. */
const gatheringKey = (worktree: string, branch: string): string => `${worktree}\0${branch}`;

const modeLine = /^(\d+) blob ([0-9a-f]+)\t(.*)$/s;

/** The mode and blob of each path in `commit` (paths it does not have are left out). */
async function entriesAt(place: RepoPlace, commit: string, paths: readonly string[]): Promise<Map<string, { mode: string; blob: string }>> {
  const output = await gitText(place.worktree, ['ls-tree', '-z', '--full-tree', commit, '--', ...paths]);
  const entries = new Map<string, { mode: string; blob: string }>();
  for (const line of output.split('\0')) {
    const [, mode = '', blob = '', path = ''] = modeLine.exec(line) ?? [];
    if (path !== '') entries.set(path, { mode, blob });
  }
  return entries;
}

/** Stores every file's bytes as blobs with one `git hash-object` (through temporary files that a crash's cleanup removes). */
async function writeBlobs(place: RepoPlace, files: readonly Uint8Array[]): Promise<string[]> {
  if (files.length === 0) return [];
  const paths = files.map(() => join(place.gitDir, `${temporaryIndexPrefix}blob-${randomUUID()}`));
  try {
    await Promise.all(files.map((bytes, index) => writeFile(paths[index] ?? '', bytes, { flag: 'wx' })));
    const ids = await gitText(place.worktree, ['hash-object', '-w', '--no-filters', '--stdin-paths'], { input: `${paths.join('\n')}\n` });
    return ids.split('\n');
  } finally {
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }
}

interface Planned {
  entry: Entry;
  plan: CommitPlan;
  merged: boolean;
  changes: string[];
}

/**
 * Commits the batch's saves one after the other on the branch's head, each its own commit by its
 * author, with one `git fast-import` onto a temporary ref; the branch moves to the last of them
 * in one atomic step, so a crash leaves all of them or none. A handful of git commands a batch,
 * however many saves it holds: reading, the blobs, the head's entries, the import, the move.
 */
async function commitBatch(place: RepoPlace, entries: readonly Entry[]): Promise<Map<Entry, BatchOutcome>> {
  const branch = `refs/heads/${place.branch}`;
  // Where each page is read, settled in the turn (a draft reads main's where it does not change the page).
  const readFrom = new Map<string, string>();
  for (const { item } of entries) {
    if (!readFrom.has(item.file)) readFrom.set(item.file, `refs/heads/${(await item.source(place, item.file)).branch}`);
  }
  // Two names a save: its page where it is read, and its version (the branch again, unused, for a new page).
  const names = entries.flatMap(({ item }) => [`${readFrom.get(item.file) ?? branch}:${item.file}`, item.baseVersion ?? branch]);
  const [headObject, ...objects] = await readObjects(place.worktree, [branch, ...names]);
  if (headObject?.type !== 'commit') throw new Error(`The clone has no branch ${place.branch} any more.`);
  const head = headObject.id;
  const files = new Map<string, FileNow | null>();
  const outcomes = new Map<Entry, BatchOutcome>();
  const planned: Planned[] = [];
  entries.forEach((entry, index) => {
    const { file, baseVersion } = entry.item;
    const atHead = objects[index * 2];
    if (!files.has(file)) files.set(file, atHead?.type === 'blob' ? { text: atHead.bytes.toString('utf8'), version: atHead.id } : null);
    const planning = performance.now();
    const outcome = entry.item.plan(files.get(file) ?? null, baseVersion === null ? null : (objects[index * 2 + 1] ?? null));
    noteStep('a save planned (merge, YAML, message)', performance.now() - planning);
    if ('commit' in outcome) {
      planned.push({ entry, plan: outcome.commit, merged: outcome.merged, changes: outcome.changes });
      files.set(file, { text: outcome.commit.text, version: '' });
    } else outcomes.set(entry, outcome);
  });
  if (planned.length === 0) return outcomes;

  const allWrites = planned.flatMap(({ plan }) => plan.writes);
  // The blobs and the head's entries do not wait for each other: the queue waits for the slower.
  const [ids, current] = await Promise.all([
    writeBlobs(
      place,
      allWrites.map((write) => write.bytes),
    ),
    entriesAt(place, head, [...new Set(allWrites.map((write) => write.path))]),
  ]);
  // Each save's commit, if it changes anything: a write whose blob the branch has there already is left out.
  const chain: ChainCommit[] = [];
  const committing: { local: LocalCommit; link: number }[] = [];
  const written = new Map<string, { path: string; bytes: Uint8Array; mode: string }>();
  let next = 0;
  for (const { entry, plan, merged, changes } of planned) {
    const blobs = plan.writes.map(() => ids[next++] ?? '');
    const changed = plan.writes.flatMap((write, index) => {
      const blob = blobs[index] ?? '';
      const mode = current.get(write.path)?.mode ?? '100644';
      return current.get(write.path)?.blob === blob ? [] : [{ ...write, blob, mode }];
    });
    const local: LocalCommit = { file: entry.item.file, commit: null, version: blobs[0] ?? '', text: plan.text };
    if (changed.length > 0) {
      committing.push({ local, link: chain.length });
      chain.push({ author: plan.author, authoredAt: entry.savedAt, message: plan.message, files: changed });
      for (const write of changed) {
        current.set(write.path, { mode: write.mode, blob: write.blob });
        written.set(write.path, write);
      }
    }
    outcomes.set(entry, { local, merged, changes });
  }
  if (chain.length === 0) return outcomes;

  const imported = await importChain(place, head, chain);
  const last = imported.ids.at(-1) ?? head;
  if (!(await landChain(place, head, imported.ref, last, `studio: save ${String(planned.length)} pages`))) {
    throw new Error('The branch moved during a save: only one studio may use this repository.');
  }
  for (const { local, link } of committing) local.commit = imported.ids[link] ?? null;
  // A draft's branch is not checked out: its commits never touch the work tree.
  if (place.checkedOut) await writeCommittedFiles(place, [...written.values()]);
  // Last, once nothing can fail before the saves ask for their push (else a commit noted here would wait for ever).
  awaitPush(place, imported.ids);
  return outcomes;
}

/**
 * How many saves wait for the next turn of the clone's queue to commit them to `branch`: the batch
 * still gathering. The order they joined in is the order they are planned in.
 */
export function savesGathering(worktree: string, branch: string): number {
  return gathering.get(gatheringKey(worktree, branch))?.entries.length ?? 0;
}

/**
 * Commits a save with the saves to the same branch waiting beside it: all that arrive while the
 * clone's queue is busy go in one turn of it (see `commitBatch`), one batch per branch (main, or
 * a draft). Answers the save's commit in the clone (not yet pushed), or what its plan answered instead.
 */
export function commitInBatch(place: RepoPlace, item: BatchItem): Promise<BatchOutcome> {
  const key = gatheringKey(place.worktree, place.branch);
  let batch = gathering.get(key);
  if (batch === undefined || batch.started) {
    const fresh: Batch = { started: false, entries: [] };
    gathering.set(key, fresh);
    batch = fresh;
    void inTurn(place.worktree, async () => {
      fresh.started = true;
      if (gathering.get(key) === fresh) gathering.delete(key);
      try {
        noteStep('saves in a batch (count)', fresh.entries.length);
        const outcomes = await timedStep('a batch of saves committed', () => commitBatch(place, fresh.entries));
        for (const entry of fresh.entries) {
          const outcome = outcomes.get(entry);
          if (outcome === undefined) entry.reject(new Error('A save of the batch was left without an answer.'));
          else entry.resolve(outcome);
        }
      } catch (error) {
        for (const entry of fresh.entries) entry.reject(error);
      }
    });
  }
  const joined = batch;
  return new Promise((resolve, reject) => {
    joined.entries.push({ item, savedAt: Date.now(), resolve, reject });
  });
}
