import { refuse } from '../../server/refusal.ts';
import type { Person as StudioPerson } from '../database/index.ts';
import { hasRole } from '../database/roles.ts';
import type { ContentRepo, Draft } from '../repo/index.ts';

/** Whether the person started the draft (drafts keep their author's e-mail, as Git does). */
export const startedBy = (draft: Draft, person: StudioPerson): boolean =>
  draft.author !== null && draft.author.email.toLowerCase() === person.email.toLowerCase();

/** The drafts a person may see: their own; a publisher or an admin sees every draft. */
export async function visibleDrafts(repo: ContentRepo, person: StudioPerson): Promise<Draft[]> {
  return hasRole(person.role, 'publisher') ? repo.listDrafts() : repo.listDrafts({ author: { email: person.email } });
}

/**
 * The draft, when the person may work on it: its author, or a publisher or an admin. Anyone else
 * is told it is not theirs; a branch that is no draft is not found.
 */
export async function draftFor(repo: ContentRepo, person: StudioPerson, branch: string | null): Promise<Draft> {
  const draft = branch === null || branch === '' ? undefined : await repo.draft(branch);
  if (draft === undefined)
    throw refuse('not-found', `There is no draft ${branch ?? ''} (any more) — reload the list of drafts and open one from there.`);
  if (!startedBy(draft, person) && !hasRole(person.role, 'publisher'))
    throw refuse(
      'not-allowed',
      `The draft “${draft.name}” is ${draft.author?.name ?? 'someone else'}’s — start a draft of your own, or ask a publisher.`,
    );
  return draft;
}
