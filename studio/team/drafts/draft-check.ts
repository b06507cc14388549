import { join } from 'node:path';
import { checkSources, readSources, type Content, type SourceFile } from '../../../schema/content/content.ts';
import type { FileChecks } from '../../../schema/content/file-checks.ts';
import type { Page } from '../../../schema/page.ts';
import type { DraftFileDiff } from '../repo/index.ts';

/** One problem that keeps a draft from being published: where it is (file, line, field) and what to do. */
export interface DraftProblem {
  file: string;
  line: number;
  col: number;
  /** The field, as `sections[2].heading`; empty for the whole file. */
  field: string;
  path: (string | number)[];
  code: string;
  message: string;
}

/** A page the draft changes: its path in the repository and its text in the draft (null: the draft takes it out). */
export interface PageChange {
  file: string;
  text: string | null;
}

/** The pages a draft changes, from its difference with main. */
export function pageChanges(files: readonly DraftFileDiff[]): PageChange[] {
  // A page whose file moved is its new file, and its old file taken out.
  return files
    .filter((file) => file.kind === 'page')
    .flatMap((file) => [
      { file: file.file, text: file.draft?.text ?? null },
      ...(file.movedFrom === undefined ? [] : [{ file: file.movedFrom, text: null }]),
    ]);
}

/** What the check read and found: the files, the validated site, and the problems that keep it from being published. */
export interface DraftCheck {
  sources: SourceFile[];
  content: Content;
  problems: DraftProblem[];
}

/**
 * Checks the site as it would be with the draft's pages: main's pages from the clone's work tree,
 * with the draft's versions of the pages it changes (and without those it takes out). Only errors
 * keep a draft from being published; warnings do not. `kept`: the pages' checks kept from earlier
 * checks (file-checks.ts); `publicFiles`: the pictures publishing the draft leaves, where they are
 * not the work tree's (which has every draft's uploads).
 */
export function checkDraft(
  repoDir: string,
  changes: readonly PageChange[],
  kept?: FileChecks<Page>,
  publicFiles?: ReadonlySet<string>,
): DraftCheck {
  const pagesDir = join(repoDir, 'pages');
  const changed = new Map(changes.map((change) => [join(repoDir, ...change.file.split('/')), change]));
  const sources: SourceFile[] = readSources(pagesDir).filter((source) => !changed.has(source.path));
  for (const [path, change] of changed) {
    if (change.text !== null) sources.push({ path, bytes: new TextEncoder().encode(change.text) });
  }
  // In the order the build reads them (readSources), so a build can take this check's result as its own.
  sources.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const options = { root: repoDir, pagesDir, publicDir: join(repoDir, 'public'), ...(publicFiles === undefined ? {} : { publicFiles }) };
  const content = checkSources(options, sources, kept);
  const problems = content.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => ({
      file: problem.file,
      line: problem.position.line,
      col: problem.position.col,
      field: problem.where,
      path: [...problem.path],
      code: problem.code,
      message: problem.message,
    }));
  return { sources, content, problems };
}
