import type { Draft, OffTheSite, RequestSummary } from '../../../team/publish/publish-api-types.ts';
import type { ReviewRules } from '../../../team/database/tables/requests.ts';
import { teamRoutes, withQuery } from '../../../api/contract/routes.ts';
import { call } from '../team-client.ts';

export type { Draft, RequestSummary };

/** The team server's drafts and change requests (studio/team/publish/publish-routes.ts), as the draft bar uses them. */
export const draftsClient = {
  /** The pages that hold what a roll back took off the live site, when a publisher kept them so. */
  offTheSite: () => call<{ offTheSite: OffTheSite | null }>('GET', teamRoutes.offTheSite),
  /** The person's drafts (a publisher's list holds everyone's), the most recently changed first. */
  list: () => call<{ drafts: Draft[] }>('GET', teamRoutes.drafts),
  start: (name: string) => call<{ draft: Draft; pushed: boolean }>('POST', teamRoutes.drafts, { name }),
  remove: (branch: string) => call<{ deleted: string }>('DELETE', withQuery(teamRoutes.drafts, { draft: branch })),
  requests: () => call<{ requests: RequestSummary[] }>('GET', teamRoutes.requests),
  askForReview: (draft: string, title: string, note: string) => call<RequestSummary>('POST', teamRoutes.requests, { draft, title, note }),
  reviewRules: () => call<ReviewRules>('GET', teamRoutes.reviewRules),
  setReviewRules: (rules: Partial<ReviewRules>) => call<ReviewRules>('PUT', teamRoutes.reviewRules, rules),
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
