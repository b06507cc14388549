import { refuse } from '../../server/refusal.ts';
import { personOf, type TeamContext } from '../http/context.ts';
import { draftFor } from '../drafts/draft-access.ts';
import type { ContentRepo } from '../repo/index.ts';
import type { PresenceHub } from './presence-hub.ts';

// A page file as authors name it: `pages/industries/retail.yaml`.
const pageFilePattern = /^pages\/(?:[\w-]+\/)*[\w-]+\.ya?ml$/;

/** `GET /_team/api/presence?file=…[&draft=…]`: joins the page’s presence and streams who else is there, until the browser leaves or the session ends. */
export async function openPresence(c: TeamContext, repo: ContentRepo, hub: PresenceHub, stillSignedIn: () => boolean): Promise<Response> {
  const person = personOf(c);
  const file = c.req.query('file') ?? '';
  if (!pageFilePattern.test(file))
    throw refuse('bad-request', `“${file}” is not a page file — open a page in the studio, then its presence is shown.`);
  const branch = c.req.query('draft') ?? null;
  const draft = branch === null ? null : await draftFor(repo, person, branch);
  return hub.open({
    personId: person.id,
    name: person.name,
    file,
    draft: draft === null ? null : { branch: draft.branch, name: draft.name },
    stillSignedIn,
  });
}
