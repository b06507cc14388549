import { pageName } from '../../../document/page-name.ts';
import { changeWords } from './change-words.ts';
import { fieldChanges } from './field-changes.ts';
import { pageData } from './field-merge.ts';

// A commit message names at most this many changes, then how many more there are.
const mostLines = 30;

/** What changed between two texts of a page, one line per field or item, for a commit message. */
export function describeChanges(before: string | null, after: string): string[] {
  if (before === null) return ['new page'];
  const beforeData = pageData(before);
  const afterData = pageData(after);
  if (beforeData === undefined || afterData === undefined) return ['the whole page'];
  const lines = fieldChanges(beforeData, afterData).flatMap((change) => changeWords(change, beforeData, afterData));
  if (lines.length === 0) return before === after ? [] : ['comments or spacing only'];
  return lines.length > mostLines ? [...lines.slice(0, mostLines), `and ${String(lines.length - mostLines)} more`] : lines;
}

/** A commit message: its title line, then each change on a line of its own. */
export function commitMessage(subject: string, changes: readonly string[]): string {
  // Text from pages and people, on one line each, with no control character: the history reader's
  // separators, a NUL (git fsck warns) or a line break could make a message look like other commits.
  const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const title = oneLine(subject);
  return changes.length === 0 ? `${title}\n` : `${title}\n\n${changes.map((line) => `- ${oneLine(line)}`).join('\n')}\n`;
}

/** The page's name for a commit message when none is given: its menu label, its title, or its file. */
export const pageTitleOf = (text: string, file: string): string => pageName(pageData(text), file);
