import { refuse } from '../server/answers.ts';
import type { RequestContext } from '../server/context.ts';
import { answerWith } from '../server/web-request.ts';
import type { Person } from '../database/index.ts';
import { draftFor } from '../drafts/draft-access.ts';
import type { ContentRepo } from '../repo/index.ts';
import type { PresenceHub } from './presence-hub.ts';

// A page file as authors name it: `pages/industries/retail.yaml`.
const pageFilePattern = /^pages\/(?:[\w-]+\/)*[\w-]+\.ya?ml$/;

/** `GET /_team/api/presence?file=…[&draft=…]`: joins the page's presence and streams who else is there. */
export async function openPresence(context: RequestContext, person: Person, repo: ContentRepo, hub: PresenceHub): Promise<void> {
  const file = context.url.searchParams.get('file') ?? '';
  if (!pageFilePattern.test(file))
    throw refuse(400, 'bad-request', `“${file}” is not a page file — open a page in the studio, then its presence is shown.`);
  const branch = context.url.searchParams.get('draft');
  const draft = branch === null ? null : await draftFor(repo, person, branch);
  const who = { personId: person.id, name: person.name, file, draft: draft === null ? null : { branch: draft.branch, name: draft.name } };
  // Not awaited: the stream stays open until the browser leaves, and the request counts as answered now.
  void answerWith(context, () => hub.open(who));
}
