import { setScalar, type DataPath } from '../../../studio/document/index.ts';
import type { ContentRepo, Draft, Person } from '../../../studio/team/repo/index.ts';
import { expectSaved, retail } from './repo-steps.ts';

/** A draft started by `author`, failing the test when it is refused. */
export async function started(repo: ContentRepo, author: Person, name: string): Promise<Draft> {
  const result = await repo.startDraft({ author, name });
  if (!result.ok) throw new Error(result.message);
  return result.draft;
}

/** The page as the draft shows it, with one value set by the edit model: what a save into the draft sends. */
export async function editInDraft(
  repo: ContentRepo,
  draft: string,
  path: DataPath,
  value: string,
  file = retail,
): Promise<{ text: string; version: string }> {
  const read = await repo.readInDraft({ draft, file });
  if (!read.ok) throw new Error(read.message);
  const result = setScalar(read.text, path, value);
  if (!result.ok) throw new Error(result.error.message);
  return { text: result.text, version: read.version };
}

/** Sets one value of the page in the draft and saves it as `author`; gives the commit. */
export async function saveInDraft(repo: ContentRepo, draft: string, author: Person, path: DataPath, value: string): Promise<string> {
  const { text, version } = await editInDraft(repo, draft, path, value);
  const saved = await repo.saveToDraft({ draft, file: retail, baseVersion: version, text, author, title: 'Retail' });
  expectSaved(saved);
  if (saved.commit === null) throw new Error('the save changed nothing');
  return saved.commit;
}

/** The same on main. */
export async function saveOnMain(repo: ContentRepo, author: Person, path: DataPath, value: string): Promise<string> {
  const read = await repo.read(retail);
  if (!read.ok) throw new Error(read.message);
  const edited = setScalar(read.text, path, value);
  if (!edited.ok) throw new Error(edited.error.message);
  const saved = await repo.save({ file: retail, baseVersion: read.version, text: edited.text, author, title: 'Retail' });
  expectSaved(saved);
  if (saved.commit === null) throw new Error('the save changed nothing');
  return saved.commit;
}
