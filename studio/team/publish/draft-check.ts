import { join } from 'node:path';
import { checkSources, readSources, type SourceFile } from '../../../schema/content/content.ts';
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

/**
 * Checks the site as it would be with the draft's pages: main's pages from the clone's work tree,
 * with the draft's versions of the pages it changes (and without those it takes out). Only errors
 * keep a draft from being published; warnings do not.
 */
export function checkDraftPages(repoDir: string, files: readonly DraftFileDiff[]): DraftProblem[] {
  const pagesDir = join(repoDir, 'pages');
  const changed = new Map(files.filter((file) => file.kind === 'page').map((file) => [join(repoDir, ...file.file.split('/')), file]));
  const sources: SourceFile[] = readSources(pagesDir).filter((source) => !changed.has(source.path));
  for (const [path, file] of changed) {
    if (file.draft?.text != null) sources.push({ path, bytes: new TextEncoder().encode(file.draft.text) });
  }
  sources.sort((a, b) => a.path.localeCompare(b.path));
  const content = checkSources({ root: repoDir, pagesDir, publicDir: join(repoDir, 'public') }, sources);
  return content.problems
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
}
