import { refuse } from '../../server/refusal.ts';
import { checkAuthor } from '../repo/index.ts';

/** The longest name a person may go by: it fits the bar, the audit log and a commit's author line. */
export const maxNameLength = 80;

/**
 * What is wrong with the name a person goes by, in words for them, or nothing. Every save of theirs
 * is a commit with this name as its author, so a name git cannot write (control characters, `<` or
 * `>`, only dots and commas) would make each save fail. The name is taken trimmed.
 */
export function nameProblem(name: string, email: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'The name is empty — type the name your team knows you by, then try again.';
  if (trimmed.length > maxNameLength)
    return `The name is ${String(trimmed.length)} characters long — shorten it to at most ${String(maxNameLength)}, then try again.`;
  if (checkAuthor({ name: trimmed, email }) !== undefined)
    return 'This name cannot be written into the site’s history — use letters, digits, spaces and ordinary punctuation (no < or >, no control characters), then try again.';
  return undefined;
}

/** The name, trimmed, as a person joins with it or changes to it; else a refusal that says what is wrong and what to do. */
export function checkedName(name: string, email: string): string {
  const problem = nameProblem(name, email);
  if (problem !== undefined) throw refuse('bad-author', problem);
  return name.trim();
}
