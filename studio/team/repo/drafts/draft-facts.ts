import { git, gitText } from '../git/git.ts';
import type { RepoPlace } from '../git/objects.ts';
import type { Person } from '../types.ts';

/**
 * What the branch's name cannot hold: the draft's name as its author wrote it, who started it
 * and when. Kept in the clone's Git config (`studio-draft.<branch>.*`): git writes it whole or
 * not at all, and it is written before the branch exists, so a draft never lacks it after a crash.
 */
export interface DraftFacts {
  name: string;
  author: Person | null;
  /** ISO 8601. */
  started: string | null;
  /** The commit of main it started from. */
  start: string | null;
}

const section = (branch: string) => `studio-draft.${branch}`;

/** Writes what is known of a draft (a draft read back from the remote may lack its author and start time). */
export async function writeDraftFacts(
  place: RepoPlace,
  branch: string,
  facts: { name: string; author: Person | null; started: string | null; start: string },
) {
  const values: [string, string | undefined][] = [
    ['name', facts.name],
    ['author-name', facts.author?.name],
    ['author-email', facts.author?.email],
    ['started', facts.started ?? undefined],
    ['start', facts.start],
  ];
  for (const [key, value] of values)
    if (value !== undefined) await gitText(place.worktree, ['config', '--replace-all', `${section(branch)}.${key}`, value]);
}

export async function removeDraftFacts(place: RepoPlace, branch: string): Promise<void> {
  // A draft whose facts were never written has no section: git answers that with an error, which is fine.
  await git(place.worktree, ['config', '--remove-section', section(branch)]);
}

/** The facts of every draft the clone knows, by branch; a draft without them is named by its branch. */
export async function readDraftFacts(place: RepoPlace): Promise<Map<string, DraftFacts>> {
  const output = await git(place.worktree, ['config', '--null', '--get-regexp', '^studio-draft\\.']);
  const values = new Map<string, Map<string, string>>();
  for (const entry of output.stdout.toString('utf8').split('\0')) {
    const newline = entry.indexOf('\n');
    const key = entry.slice(0, newline);
    const lastDot = key.lastIndexOf('.');
    if (newline < 0 || lastDot <= 'studio-draft.'.length) continue;
    const branch = key.slice('studio-draft.'.length, lastDot);
    const fields = values.get(branch) ?? new Map<string, string>();
    fields.set(key.slice(lastDot + 1), entry.slice(newline + 1));
    values.set(branch, fields);
  }
  const facts = new Map<string, DraftFacts>();
  for (const [branch, fields] of values) {
    const name = fields.get('name');
    const authorName = fields.get('author-name');
    const authorEmail = fields.get('author-email');
    facts.set(branch, {
      name: name ?? branch.split('/').at(-1) ?? branch,
      author: authorName !== undefined && authorEmail !== undefined ? { name: authorName, email: authorEmail } : null,
      started: fields.get('started') ?? null,
      start: fields.get('start') ?? null,
    });
  }
  return facts;
}
