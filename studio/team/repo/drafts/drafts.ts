import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileAtHead } from '../commits/commit-files.ts';
import { branchExists, draftBase, draftPlace, draftSource, findDraft, isDraftBranch, personSlug, slugOf } from './draft-branches.ts';
import { readDraftFacts, removeDraftFacts, writeDraftFacts, type DraftFacts } from './draft-facts.ts';
import type {
  DeleteDraftResult,
  Draft,
  DraftFile,
  DraftSaveRequest,
  DraftSaveResult,
  StartDraftRequest,
  StartDraftResult,
} from './draft-types.ts';
import { git, gitText } from '../git/git.ts';
import { blobBytes, entryAt, headCommit, type RepoPlace } from '../git/objects.ts';
import { pageTitleOf } from '../merge/describe.ts';
import { movedPages, type PageText } from './moved-pages.ts';
import { checkPath, isPagePath } from '../git/paths.ts';
import { publishWith } from '../sync/push-queue.ts';
import { inTurn } from '../git/queue.ts';
import { deleteRemoteBranch } from '../sync/remote.ts';
import { checkAuthor, save } from '../commits/save.ts';
import { movePageFile, removePage, type MoveFileRequest, type RemoveRequest, type RemoveResult } from '../commits/page-file-changes.ts';
import type { Person, RepoRefusal } from '../types.ts';

const badName: RepoRefusal = {
  ok: false,
  status: 400,
  error: 'bad-name',
  message:
    'A draft needs a name of one line with at least one letter or digit, such as “Spring campaign” — type a name and start it again.',
};

const names = async (place: RepoPlace, args: readonly string[]): Promise<string[]> =>
  (await gitText(place.worktree, args)).split('\0').filter(Boolean);

/** The files that differ between two commits. */
const filesBetween = (place: RepoPlace, from: string, to: string): Promise<string[]> =>
  names(place, ['diff-tree', '-r', '-z', '--name-only', '--no-renames', from, to]);

/** A draft's branch as `for-each-ref` lists it: its head, and when that commit was made. */
interface BranchTip {
  branch: string;
  head: string;
  committed: string;
}

/**
 * The draft branches' tips, all of them or the one named, with one git command: a ref name holds
 * no tab or line break (git refuses control characters in them), so they separate the fields.
 */
async function draftTips(main: RepoPlace, only?: string): Promise<BranchTip[]> {
  const pattern = only === undefined ? 'refs/heads/studio/' : `refs/heads/${only}`;
  const listed = await gitText(main.worktree, [
    'for-each-ref',
    '--format=%(refname:lstrip=2)%09%(objectname)%09%(committerdate:iso-strict)',
    pattern,
  ]);
  return listed
    .split('\n')
    .map((line) => line.split('\t'))
    .flatMap(([branch = '', head = '', committed = '']) =>
      isDraftBranch(branch) && (only === undefined || branch === only) ? [{ branch, head, committed }] : [],
    );
}

/** A draft as the studio lists it: what it changes relative to main now (at `mainHead`), and when it last changed. */
async function describeTip(main: RepoPlace, mainHead: string, tip: BranchTip, facts: DraftFacts | undefined): Promise<Draft> {
  const { branch, head } = tip;
  const base = await gitText(main.worktree, ['merge-base', mainHead, head]);
  // Changed since the base, and not as main has it now (a change main already has is no change).
  const sinceBase = await filesBetween(main, base, head);
  const fromMain = new Set(await filesBetween(main, mainHead, head));
  const files = sinceBase.filter((file) => fromMain.has(file));
  const published = facts?.start != null && head !== facts.start && head === base;
  const started = facts?.started ?? null;
  const changed = started !== null && Date.parse(started) > Date.parse(tip.committed) ? started : tip.committed;
  // The pages it takes out, but for one it moved to another file (that is a change of the new file).
  const takenOut: PageText[] = [];
  const added: PageText[] = [];
  for (const file of files.filter(isPagePath)) {
    const [before, after] = [await entryAt(main, mainHead, file), await entryAt(main, head, file)];
    const textOf = async (entry: NonNullable<typeof before>) => (await blobBytes(main, entry.blob)).toString('utf8');
    if (after === null) takenOut.push({ file, text: before === null ? '' : await textOf(before) });
    else if (before === null) added.push({ file, text: await textOf(after) });
  }
  const moved = new Set(movedPages(takenOut, added).values());
  const removed: Draft['removed'] = takenOut
    .filter((page) => !moved.has(page.file))
    .map((page) => ({ file: page.file, name: page.text === '' ? page.file : pageTitleOf(page.text, page.file) }));
  return {
    branch,
    name: facts?.name ?? branch.split('/').at(-1) ?? branch,
    author: facts?.author ?? null,
    base,
    head,
    pages: files.filter(isPagePath),
    pictures: files.filter((file) => !isPagePath(file)),
    removed,
    movedFrom: [...moved],
    published,
    changed: new Date(changed).toISOString(),
  };
}

/** The draft on `branch` as the studio lists it (against main at `mainHead`, main's head when not given), or undefined when there is no such draft. */
export async function describeDraft(main: RepoPlace, branch: string, mainHead?: string): Promise<Draft | undefined> {
  if (!isDraftBranch(branch)) return undefined;
  const [tip] = await draftTips(main, branch);
  if (tip === undefined) return undefined;
  return describeTip(main, mainHead ?? (await headCommit(main)), tip, (await readDraftFacts(main)).get(branch));
}

/**
 * Everyone who wrote a commit of the draft that main does not have yet, each once, as git names
 * them: who started it and whoever saved into it since (a publisher too).
 */
export async function draftCommitAuthors(main: RepoPlace, branch: string): Promise<Person[]> {
  if (!isDraftBranch(branch) || !(await branchExists(main, branch))) return [];
  const lines = await gitText(main.worktree, ['log', '--format=%an%x00%ae', `refs/heads/${branch}`, `^refs/heads/${main.branch}`]);
  const authors = new Map<string, Person>();
  for (const line of lines.split('\n').filter(Boolean)) {
    const [name = '', email = ''] = line.split('\0');
    authors.set(email.toLowerCase(), { name, email });
  }
  return [...authors.values()];
}

/**
 * A branch name for the draft that no other draft has, here or on the remote as last seen:
 * `studio/<person>/<name>`, then `-2`, `-3`…
 */
async function freeBranch(main: RepoPlace, person: string, slug: string): Promise<string> {
  for (let count = 1; ; count += 1) {
    const branch = `studio/${person}/${slug}${count === 1 ? '' : `-${String(count)}`}`;
    const onRemote = await git(main.worktree, ['rev-parse', '--verify', '--quiet', `refs/remotes/origin/${branch}`]);
    if (!(await branchExists(main, branch)) && onRemote.code !== 0) return branch;
  }
}

/** Starts a draft from main's head, on a branch of its own, and pushes the branch. */
export async function startDraft(main: RepoPlace, request: StartDraftRequest): Promise<StartDraftResult> {
  const refusal = checkAuthor(request.author);
  if (refusal) return refusal;
  const name = request.name.trim();
  const slug = slugOf(name);
  if (slug === '' || name.length > 200 || /\p{Cc}/u.test(name)) return badName;
  const branch = await inTurn(main.worktree, async () => {
    const head = await headCommit(main);
    const free = await freeBranch(main, personSlug(request.author), slug);
    if (!isDraftBranch(free)) throw new Error(`The studio made a branch name it cannot read back: ${free}`);
    await writeDraftFacts(main, free, { name, author: request.author, started: new Date().toISOString(), start: head });
    // The moment the draft exists: the branch is made only if no branch of that name appeared meanwhile.
    await gitText(main.worktree, ['update-ref', '-m', `studio: start draft ${name}`, `refs/heads/${free}`, head, '0'.repeat(head.length)]);
    return free;
  });
  const pushed = await publishWith(draftPlace(main, branch), null);
  const draft = await describeDraft(main, branch);
  if (draft === undefined) throw new Error(`The draft ${branch} the studio just made is not there.`);
  return { ok: true, draft, ...pushed.state };
}

/** The drafts in the clone, the most recently changed first; only those `author` started when given. */
export async function listDrafts(main: RepoPlace, author?: { email: string }): Promise<Draft[]> {
  const tips = await draftTips(main);
  const facts = await readDraftFacts(main);
  const mainHead = await headCommit(main);
  const drafts: Draft[] = [];
  for (const tip of tips) {
    const draftFacts = facts.get(tip.branch);
    if (author !== undefined && draftFacts?.author?.email.toLowerCase() !== author.email.toLowerCase()) continue;
    drafts.push(await describeTip(main, mainHead, tip, draftFacts));
  }
  return drafts.sort((a, b) => b.changed.localeCompare(a.changed));
}

/** A file as an author editing the draft sees it (the draft's version, or main's where the draft does not change it). */
export async function readDraftFile(main: RepoPlace, branch: string, file: string): Promise<DraftFile | RepoRefusal> {
  const checked = await checkPath(main.worktree, file);
  if (!checked.ok) return checked;
  const draft = await findDraft(main, branch);
  if ('ok' in draft) return draft;
  const found = await fileAtHead(await draftSource(main)(draft, checked.path), checked.path);
  if (found === null)
    return {
      ok: false,
      status: 404,
      error: 'not-found',
      message: `There is no file ${checked.path} in this draft — it may have been moved or deleted; reload the list of pages.`,
    };
  return { ok: true, text: found.text, version: found.version, from: found.branch === main.branch ? 'main' : 'draft' };
}

/** A save into a draft: a commit on the draft's branch, merged and answered like a save to main; main is not touched. */
export async function saveToDraft(main: RepoPlace, request: DraftSaveRequest): Promise<DraftSaveResult> {
  const draft = await findDraft(main, request.draft);
  if ('ok' in draft) return draft;
  return save(draft, request, draftSource(main));
}

/** A page taken out of a draft: a commit on the draft's branch; main is not touched. */
export async function removeFromDraft(main: RepoPlace, request: RemoveRequest & { draft: string }): Promise<RemoveResult> {
  const draft = await findDraft(main, request.draft);
  if ('ok' in draft) return draft;
  return removePage(draft, request, draftSource(main));
}

/** A page given another file in a draft: a commit on the draft's branch; main is not touched. */
export async function moveFileInDraft(main: RepoPlace, request: MoveFileRequest & { draft: string }): Promise<RemoveResult> {
  const draft = await findDraft(main, request.draft);
  if ('ok' in draft) return draft;
  return movePageFile(draft, request, draftSource(main));
}

/**
 * Pushes the drafts whose last saves did not reach the remote (it could not be reached then):
 * those whose branch is not where the remote was last seen to have it. For `sync`.
 */
export async function pushWaitingDrafts(main: RepoPlace): Promise<void> {
  if (!main.hasRemote) return;
  const refs = await names(main, [
    'for-each-ref',
    '--format=%(refname) %(objectname)%00',
    'refs/heads/studio/',
    'refs/remotes/origin/studio/',
  ]);
  const heads = new Map<string, string>();
  for (const line of refs) {
    const [ref = '', head = ''] = line.trim().split(' ');
    heads.set(ref, head);
  }
  for (const [ref, head] of heads) {
    const branch = ref.replace(/^refs\/heads\//, '');
    if (branch !== ref && isDraftBranch(branch) && heads.get(`refs/remotes/origin/${branch}`) !== head)
      await publishWith(draftPlace(main, branch), null);
  }
}

/** The pictures uploaded and not committed yet: the draft's own, and those of main and other drafts, which stay. */
interface DraftPictures {
  uploads?: readonly string[] | undefined;
  keep?: readonly string[] | undefined;
}

/**
 * The pictures a deleted draft left in main's work tree (the preview shows uploads from there at
 * once): those it `changed`, and `uploads` no commit holds yet. Each that no other draft
 * adds or changes too, and that is not in `keep` (uploaded elsewhere and not committed yet), gets
 * main's version back, or goes when main has none.
 */
async function tidyPictures(main: RepoPlace, changed: readonly string[], { uploads = [], keep = [] }: DraftPictures): Promise<void> {
  const kept = new Set(keep);
  const pictures = new Set([...changed, ...uploads].filter((path) => path.startsWith('public/images/') && !kept.has(path)));
  if (pictures.size === 0) return;
  const branches = (await gitText(main.worktree, ['for-each-ref', '--format=%(refname:strip=2)', 'refs/heads/'])).split('\n');
  for (const other of branches.filter(isDraftBranch))
    for (const path of await names(main, ['diff', '-z', '--name-only', '--no-renames', `HEAD...refs/heads/${other}`, '--', ...pictures]))
      pictures.delete(path);
  await filesBackToMain(main, [...pictures]);
}

/** Files of main's work tree back as main has them, or gone where main has none (uploads no commit holds). */
export async function filesBackToMain(main: RepoPlace, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const onMain = new Set(await names(main, ['ls-tree', '-r', '-z', '--name-only', 'HEAD', '--', ...paths]));
  const restore = paths.filter((path) => onMain.has(path));
  if (restore.length > 0) await gitText(main.worktree, ['checkout', 'HEAD', '--', ...restore]);
  await Promise.all(paths.filter((path) => !onMain.has(path)).map((path) => rm(join(main.worktree, ...path.split('/')), { force: true })));
}

/**
 * Takes a draft's branch out of the clone and off the remote (what was published stays in main's
 * history), and its pictures out of main's work tree (see `tidyPictures`).
 */
export async function deleteDraft(main: RepoPlace, branch: string, pictures: DraftPictures = {}): Promise<DeleteDraftResult> {
  const draft = await findDraft(main, branch);
  if ('ok' in draft) return draft;
  await inTurn(main.worktree, async () => {
    const head = await headCommit(draft);
    const changed = await filesBetween(main, await draftBase(main, draft), head);
    await git(main.worktree, ['update-ref', '-m', 'studio: delete draft', '-d', `refs/heads/${branch}`, head]);
    await removeDraftFacts(main, branch);
    // Once the branch is gone, so that it is not among the other drafts.
    await tidyPictures(main, changed, pictures);
  });
  const state = await inTurn(main.worktree, () => deleteRemoteBranch(main, branch));
  return { ok: true, ...state };
}
