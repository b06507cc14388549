import { pathWords } from '../merge/change-words.ts';
import { identText } from '../git/commit-chain.ts';
import { commitInBatch, ownBranch, type FileNow, type FileSource, type PlanOutcome } from './commit-batch.ts';
import { fileAtHead, lastAuthorOf, publishCommit, type FileBytes } from './commit-files.ts';
import { commitMessage, describeChanges, pageTitleOf } from '../merge/describe.ts';
import { mergeTexts, pageData } from '../merge/field-merge.ts';
import { isObjectId } from '../git/git.ts';
import type { RepoPlace, StoredObject } from '../git/objects.ts';
import { checkPath, isPagePath } from '../git/paths.ts';
import type { DataPath } from '../../../document/index.ts';
import type { Conflict, Person, RepoRefusal, SaveRequest, SaveResult } from '../types.ts';

const badAuthor: RepoRefusal = {
  ok: false,
  status: 400,
  error: 'bad-author',
  message:
    'The name or e-mail of the person saving cannot go into the history as it is — set a name and an e-mail address without < or > in the profile, then save again.',
};

/**
 * Whether a person can be written as a commit's author: git takes no `<`, `>` or line breaks
 * there, and nothing is left of a name made only of what it strips from the ends (dots, commas, quotes).
 */
export function checkAuthor(person: Person): RepoRefusal | undefined {
  const fine = (text: string) => identText(text) !== '' && text.length <= 200 && !/[<>\p{Cc}]/u.test(text);
  return fine(person.name) && fine(person.email) && person.email.includes('@') ? undefined : badAuthor;
}

export const unknownVersion: RepoRefusal = {
  ok: false,
  status: 422,
  error: 'unknown-version',
  message: 'The version this edit started from is not in the page’s history — reload the page, make the change again, and save.',
};

/**
 * The 409 answer: what is saved now beside what the author sent, and the fields both changed.
 * `source` says where the saved file is read (see `FileSource`): for a draft, perhaps main.
 */
export async function conflictAnswer(
  place: RepoPlace,
  request: SaveRequest,
  fields: DataPath[],
  source: FileSource = ownBranch,
): Promise<SaveResult> {
  const theirs = await fileAtHead(await source(place, request.file), request.file);
  const data = pageData(request.text);
  const conflict: Conflict = {
    file: request.file,
    baseVersion: request.baseVersion,
    theirs: theirs
      ? { text: theirs.text, version: theirs.version, author: await lastAuthorOf(place, request.file, theirs.branch) }
      : { text: '', version: null, author: null },
    yours: { text: request.text },
    fields,
    fieldNames: fields.map((path) => pathWords(path, data)),
  };
  return { ok: false, status: 409, conflict };
}

/** Checks the pictures saved with a page: files under public/images/, never a page. */
async function checkExtras(place: RepoPlace, request: SaveRequest): Promise<RepoRefusal | undefined> {
  for (const extra of request.extraFiles ?? []) {
    const checked = await checkPath(place.worktree, extra.path);
    if (!checked.ok) return checked;
    if (isPagePath(extra.path))
      return {
        ok: false,
        status: 400,
        error: 'bad-path',
        message: `${extra.path} is a page — save pages one at a time; only pictures go with a save.`,
      };
  }
  return undefined;
}

/**
 * The author's text, merged with what was saved since their version when that touched other
 * fields; or the fields both changed. A first save of a file (no version) that someone else made
 * meanwhile, a picture changed on both sides, or a text that is not YAML cannot be merged.
 */
function textToSave(
  request: SaveRequest,
  head: FileNow | null,
  baseObject: StoredObject | null,
): { ok: true; text: string; base: string | null; merged: boolean } | { ok: false; fields: DataPath[] } | RepoRefusal {
  const headVersion = head?.version ?? null;
  if (request.baseVersion === headVersion || head?.text === request.text)
    return { ok: true, text: request.text, base: head?.text ?? null, merged: false };
  if (request.baseVersion === null || head === null || !isPagePath(request.file)) return { ok: false, fields: [[]] };
  if (baseObject?.type !== 'blob') return unknownVersion;
  const base = baseObject.bytes.toString('utf8');
  const merged = mergeTexts(base, request.text, head.text);
  return merged.ok ? { ok: true, text: merged.text, base, merged: true } : merged;
}

/** What a save commits, worked out from the page as it is now (its batch's earlier saves made) and the author's version. */
function planSave(request: SaveRequest, head: FileNow | null, base: StoredObject | null): PlanOutcome {
  const toSave = textToSave(request, head, base);
  if (!toSave.ok) return 'fields' in toSave ? { fields: toSave.fields } : toSave;
  const pictures = (request.extraFiles ?? []).map((extra) => `${extra.path} added`);
  const changes = [...(request.changes ?? describeChanges(toSave.base, request.text)), ...pictures];
  const title = request.title ?? pageTitleOf(request.text, request.file);
  const writes: FileBytes[] = [{ path: request.file, bytes: Buffer.from(toSave.text, 'utf8') }, ...(request.extraFiles ?? [])];
  const commit = { text: toSave.text, writes, author: request.author, message: commitMessage(`Edit ${title}`, changes) };
  return { commit, merged: toSave.merged, changes };
}

/** The refusals a save gets before it waits for its turn: its path, author, pictures and version. */
async function checkSave(place: RepoPlace, request: SaveRequest): Promise<RepoRefusal | undefined> {
  const checked = await checkPath(place.worktree, request.file);
  if (!checked.ok) return checked;
  if (!isPagePath(request.file)) {
    return {
      ok: false,
      status: 400,
      error: 'bad-path',
      message: `${request.file} is a picture — pictures are saved with the page that shows them.`,
    };
  }
  const refusal = checkAuthor(request.author) ?? (await checkExtras(place, request));
  if (refusal) return refusal;
  if (request.baseVersion !== null && !isObjectId(request.baseVersion)) return unknownVersion;
  return undefined;
}

/**
 * Saves one page (with its pictures) as one commit by its author, then pushes it; see
 * `ContentRepo.save`. The commit is made in the clone's queue, in one turn with the saves to the
 * same branch waiting beside it (commit-batch.ts); the push after it, shared with them too.
 * `place` names the branch: main, or a draft's (then `source` reads what the draft shows).
 */
export async function save(place: RepoPlace, request: SaveRequest, source: FileSource = ownBranch): Promise<SaveResult> {
  const refused = await checkSave(place, request);
  if (refused) return refused;
  // Read before the save waits for its turn, where the reading would hold up every save behind it.
  pageData(request.text);
  const committed = await commitInBatch(place, {
    file: request.file,
    baseVersion: request.baseVersion,
    source,
    plan: (head, base) => planSave(request, head, base),
  });
  if (!('local' in committed)) return 'fields' in committed ? conflictAnswer(place, request, committed.fields, source) : committed;
  const outcome = await publishCommit(place, committed.local);
  if (!outcome.ok) return conflictAnswer(place, request, outcome.conflict.fields, source);
  const { ok, commit, version, text, parked, ...push } = outcome;
  return { ok, file: request.file, version, text, commit, merged: committed.merged, changes: committed.changes, parked, ...push };
}
