import type { Draft, RequestSummary } from '../../../team/publish/publish-api-types.ts';
import type { ReviewRules } from '../../../team/database/tables/requests.ts';
import { answerOf } from '../../../api/contract/api-call.ts';
import { team } from '../team-client.ts';

export type { Draft, RequestSummary };

/** The team server's drafts and change requests (studio/team/publish/publish-routes.ts), as the draft bar uses them. */
export const draftsClient = {
  /** The pages that hold what a roll back took off the live site, when a publisher kept them so. */
  offTheSite: () => answerOf(team.releases['off-the-site'].$get()),
  /** The person's drafts (a publisher's list holds everyone's), the most recently changed first. */
  list: () => answerOf(team.drafts.$get()),
  start: (name: string) => answerOf(team.drafts.$post({ json: { name } })),
  remove: (branch: string) => answerOf(team.drafts.$delete({ query: { draft: branch } })),
  requests: () => answerOf(team.requests.$get()),
  askForReview: (draft: string, title: string, note: string) => answerOf(team.requests.$post({ json: { draft, title, note } })),
  reviewRules: () => answerOf(team.admin['review-rules'].$get()),
  setReviewRules: (rules: Partial<ReviewRules>) => answerOf(team.admin['review-rules'].$put({ json: rules })),
};

/** A request still open: neither published nor closed (a draft has at most one). */
export const isOpen = (request: RequestSummary): boolean => request.state !== 'published' && request.state !== 'closed';

/** A request's state in words. */
export const stateWords: Record<RequestSummary['state'], string> = {
  'in-review': 'in review',
  'changes-requested': 'changes asked for',
  approved: 'approved',
  publishing: 'being published',
  published: 'published',
  closed: 'closed',
};

/** A page of a draft as people read it: `pages/industries/retail.yaml` is “industries/retail”. */
export const pageWords = (file: string): string => file.replace(/^pages\//, '').replace(/\.ya?ml$/, '');
