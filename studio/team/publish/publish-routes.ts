import { Hono, type Next } from 'hono';
import { sharedPreviewPath, teamRoutes } from '../../api/contract/routes.ts';
import type { z } from 'zod';
import { DeployFailure, listReleases, rollBack } from '../../../scripts/deploy/index.ts';
import { jsonInput, optionalJsonInput, queryInput } from '../../server/typed-routes.ts';
import { jsonOf } from '../http/answers.ts';
import { refuse } from '../../server/refusal.ts';
import { auditOf, personOf, type TeamContext, type TeamEnv } from '../http/context.ts';
import type { AuditAction } from '../database/tables/audit.ts';
import type { DraftUploads } from '../saving/pending-pictures.ts';
import type { TeamDatabase, Person } from '../database/index.ts';
import { hasRole } from '../database/roles.ts';
import { pageTitleOf, type ContentRepo } from '../repo/index.ts';
import { draftFor, startedBy, visibleDrafts } from '../drafts/draft-access.ts';
import {
  AskAgainBodySchema,
  AskReviewBodySchema,
  CommentBodySchema,
  DecisionBodySchema,
  PreviewLinkBodySchema,
  type MadePreviewLink,
  type PreviewLinksAnswer,
  PublishBodySchema,
  RollBackBodySchema,
  ScheduleBodySchema,
  StartDraftBodySchema,
  type OffTheSite,
  type RollBackAnswer,
  type RollBackPages,
} from './publish-api-types.ts';
import type { RequestPublisher } from './request-publisher.ts';
import { pictureAnswer } from './pictures/picture-file.ts';
import type { RequestPictures } from './pictures/request-pictures.ts';
import type { RequestRecord, RequestState } from '../database/tables/request-rows.ts';
import { linkView, pageView, requestDetail, requestSummary } from './request-view.ts';
import { previewLinkDays } from '../database/tables/preview-links.ts';

import type { ReleaseSettings } from './site-release.ts';

export interface PublishRouteServices {
  store: TeamDatabase;
  repo: ContentRepo;
  publisher: RequestPublisher;
  release: ReleaseSettings;
  /** The before/after pictures of a request's pages. */
  pictures: RequestPictures;
  /** Runs the schedule at once (after a time was set, which may be now). */
  scheduleChanged: () => void;
  /** The pictures uploaded in each draft and not committed yet. */
  draftUploads: DraftUploads;
}

const gitPerson = (person: Person) => ({ name: person.name, email: person.email });

const needPublisher = (person: Person, what: string): void => {
  if (!hasRole(person.role, 'publisher'))
    throw refuse(
      'not-allowed',
      `Only a publisher or an admin may ${what}, and you are signed in as ${person.role === 'author' ? 'an author' : `a ${person.role}`} — ask a publisher.`,
    );
};

/**
 * Drafts over HTTP, change requests (review, comments, approval, publishing, schedules) and the
 * releases of the site (list, roll back). Every step is in the audit log.
 */
export function publishRoutes({ store, repo, publisher, release, pictures, scheduleChanged, draftUploads }: PublishRouteServices) {
  const requests = store.requests;

  function requestFor(person: Person, id: number): RequestRecord {
    const request = requests.byId(id);
    // An author sees only their own requests: anyone else's is as if it were not there.
    if (request === undefined || (request.author_id !== person.id && !hasRole(person.role, 'publisher')))
      throw refuse('not-found', 'There is no such change request — reload the list of requests.');
    return request;
  }

  const wrongState = (request: RequestRecord, what: string) => refuse('wrong-state', `“${request.title}” is ${request.state} — ${what}`);

  function moved(
    request: RequestRecord,
    from: readonly RequestState[],
    to: RequestState,
    changes: Parameters<typeof requests.move>[3] = {},
  ) {
    const after = requests.move(request.id, from, to, changes);
    if (after === undefined) throw wrongState(request, 'reload it to see what changed.');
    return after;
  }

  const detail = (request: RequestRecord) => requestDetail(store, repo, request);
  const linkOf = linkView(store);

  /** The signed-in person (the server lets only them this far) and the audit log's note of their steps. */
  const who = (c: TeamContext) => {
    const person = personOf(c);
    const audit = (action: AuditAction, detail: Record<string, unknown>) => store.audit.record({ ...auditOf(c), action, detail });
    return { person, audit };
  };

  async function startDraft(c: TeamContext, body: z.output<typeof StartDraftBodySchema>) {
    const { person, audit } = who(c);
    const started = await repo.startDraft({ author: gitPerson(person), name: body.name });
    if (!started.ok) throw refuse(started.status === 404 ? 'not-found' : 'bad-request', started.message);
    audit('draft-started', { draft: started.draft.branch, name: started.draft.name });
    return { draft: started.draft, pushed: started.pushed };
  }

  async function deleteDraft(c: TeamContext, named: string | undefined) {
    const { person, audit } = who(c);
    const draft = await draftFor(repo, person, named ?? null);
    const open = requests.openOfDraft(draft.branch);
    if (open?.state === 'publishing') throw wrongState(open, 'wait until it is published, then delete the draft.');
    if (open !== undefined) moved(open, [open.state], 'closed');
    const uploads = draftUploads.inDraft(draft.branch).allPaths();
    const deleted = await repo.deleteDraft({ draft: draft.branch, uploads, keep: draftUploads.uploadsElsewhere(draft.branch) });
    if (!deleted.ok) throw refuse('not-found', deleted.message);
    draftUploads.forget(draft.branch);
    audit('draft-deleted', { draft: draft.branch, closedRequest: open?.id ?? null });
    return { deleted: draft.branch };
  }

  async function draftChanges(c: TeamContext, named: string | undefined) {
    const draft = await draftFor(repo, who(c).person, named ?? null);
    const diff = await repo.draftDiff({ draft: draft.branch });
    if (!diff.ok) throw refuse('not-found', diff.message);
    return { draft: diff.draft, pages: diff.files.map(pageView) };
  }

  async function askReview(c: TeamContext, body: z.output<typeof AskReviewBodySchema>) {
    const { person, audit } = who(c);
    const draft = await draftFor(repo, person, body.draft);
    const open = requests.openOfDraft(draft.branch);
    if (open !== undefined)
      throw refuse('wrong-state', `The draft “${draft.name}” is already asked for review as “${open.title}” — open that request.`, {
        request: open.id,
      });
    if (draft.pages.length === 0 && draft.pictures.length === 0)
      throw refuse('wrong-state', `The draft “${draft.name}” changes nothing yet — save a change into it, then ask for review.`);
    const authorId = startedBy(draft, person) ? person.id : (store.people.byEmail(draft.author?.email ?? '')?.id ?? person.id);
    const created = requests.create({ draft: draft.branch, title: body.title, note: body.note, authorId });
    audit('review-asked', { request: created.id, draft: draft.branch, title: created.title });
    return detail(created);
  }

  /** After a roll back that kept the pages: what the next publish would put live again (undefined: nothing). */
  async function changesOffTheSite(): Promise<OffTheSite | undefined> {
    const list = listReleases({ releasesDir: release.releasesDir }).releases;
    const live = list.find((item) => item.live);
    const newest = list.at(-1);
    if (live === undefined || newest === undefined || newest.name === live.name) return undefined;
    if (live.manifest.commit == null || newest.manifest.commit == null) return undefined;
    const files = await repo.changesStillOnBranch({ from: newest.manifest.commit, back: live.manifest.commit });
    if (files.length === 0) return undefined;
    const names = await Promise.all(files.map(async (file) => nameOnMain(file)));
    return { newest: newest.name, live: live.name, files, names };
  }

  /** What a release changed from the one before, by file and by name (`null`: the first kept, or not known). */
  async function changedFrom(before: string | null, commit: string | null) {
    if (before === null || commit === null) return { changed: null, changedNames: null };
    const changed = await repo.contentChanged({ from: before, to: commit });
    return { changed, changedNames: await Promise.all(changed.map(async (file) => nameOnMain(file))) };
  }

  /** A page by its name as the studio's main version has it; a picture (or a page main no longer has) by its file. */
  async function nameOnMain(file: string): Promise<string> {
    if (!/\.ya?ml$/.test(file)) return file;
    const read = await repo.read(file);
    return read.ok ? pageTitleOf(read.text, file) : file;
  }

  /** `POST …/take-pages-back`: the pages taken back to the live release, as a roll back does by default. */
  async function takePagesBack(c: TeamContext): Promise<{ pages: RollBackPages }> {
    const { person, audit } = who(c);
    const off = await changesOffTheSite();
    if (off === undefined) return { pages: { undone: true, commit: null } };
    const pages = await undoOnMain(person, off.newest, off.live);
    audit('rolled-back', { from: off.newest, to: off.live, pages, pagesOnly: true });
    return { pages };
  }

  async function releases() {
    const list = listReleases({ releasesDir: release.releasesDir });
    // What made each release: the requests published into it, with who published them.
    const published = requests.list().filter((request) => request.published_release !== null);
    const nameOf = (id: number | null) => (id === null ? null : (store.people.byId(id)?.name ?? null));
    return {
      offTheSite: (await changesOffTheSite()) ?? null,
      live: list.live ?? null,
      releases: await Promise.all(
        list.releases.map(async (item, index) => {
          const before = list.releases[index - 1]?.manifest.commit ?? null;
          const { commit } = item.manifest;
          return {
            name: item.name,
            createdAt: item.manifest.createdAt,
            commit,
            pages: item.manifest.pages.length,
            live: item.live,
            requests: published
              .filter((request) => request.published_release === item.name)
              .map((request) => ({ id: request.id, title: request.title, publishedBy: nameOf(request.publishing_by) })),
            // `null` for the first release kept, or where a commit is not known.
            ...(await changedFrom(before, commit)),
          };
        }),
      ),
    };
  }

  async function rollBackSite(c: TeamContext, body: z.output<typeof RollBackBodySchema>): Promise<RollBackAnswer> {
    const { person, audit } = who(c);
    let rolled;
    try {
      rolled = await rollBack({ ...release, ...(body.to === undefined ? {} : { to: body.to }) });
    } catch (error) {
      if (error instanceof DeployFailure) throw refuse('wrong-state', error.message);
      throw error;
    }
    const pages =
      body.keepPages === true ? ({ undone: false, why: 'kept' } as const) : await undoOnMain(person, rolled.from, rolled.to.name);
    audit('rolled-back', { from: rolled.from ?? null, to: rolled.to.name, pages });
    return { from: rolled.from ?? null, to: rolled.to.name, pages };
  }

  /**
   * After a switch of the live site from release `from` to `to`: a commit on main by the publisher
   * that takes the pages the releases in between changed back to how `to` has them, so the editor,
   * History and the next publish hold what is live. Named for the requests it undoes.
   */
  async function undoOnMain(person: { name: string; email: string }, from: string | undefined, to: string): Promise<RollBackPages> {
    const list = listReleases({ releasesDir: release.releasesDir }).releases;
    const live = list.find((item) => item.name === from);
    const now = list.find((item) => item.name === to);
    if (live?.manifest.commit == null || now?.manifest.commit == null) return { undone: false, why: 'unknown-commit' };
    const older = now.name < live.name;
    // The releases whose changes leave the site: those after `to`, up to the one that was live.
    const leaving = new Set(older ? list.filter((item) => item.name > now.name && item.name <= live.name).map((item) => item.name) : []);
    const titles = requests
      .list()
      .filter((request) => request.published_release !== null && leaving.has(request.published_release))
      .map((request) => `“${request.title}”`);
    const subject = older ? `Roll the site back to release ${now.name}` : `Make release ${now.name} live again`;
    const message = `${subject}\n\n${titles.length > 0 ? `Undoes ${titles.join(', ')}.` : `Takes the pages back to release ${now.name}.`}\n`;
    const undone = await repo.undoChanges({ from: live.manifest.commit, back: now.manifest.commit, author: person, message });
    if (undone.ok) return { undone: true, commit: undone.commit };
    return undone.reason === 'conflict' ? { undone: false, why: 'conflict', file: undone.file } : { undone: false, why: 'unknown-commit' };
  }

  /** The change request a step is on, looked up first: one the person may not see is not found, whatever the step. */
  const requestOf = (c: TeamContext): RequestRecord => requestFor(personOf(c), Number(c.req.param('id')));
  const lookedUp = async (c: TeamContext, next: Next) => {
    requestOf(c);
    await next();
  };
  /** Publishers (and admins) only, checked before the body is read: `what` is the step in words. */
  const publishersOnly = (what: string) => async (c: TeamContext, next: Next) => {
    needPublisher(personOf(c), what);
    await next();
  };
  /** The request's author or a publisher only. */
  const authorOrPublisher = (refusal: string) => async (c: TeamContext, next: Next) => {
    const person = personOf(c);
    if (requestOf(c).author_id !== person.id && !hasRole(person.role, 'publisher')) throw refuse('not-allowed', refusal);
    await next();
  };
  const noted = (request: RequestRecord, person: Person, note: string | undefined): void => {
    if (note !== undefined && note !== '') requests.comment({ requestId: request.id, personId: person.id, file: null, text: note });
  };
  const workingLinks = (request: RequestRecord): PreviewLinksAnswer => ({ links: store.previewLinks.working(request.id).map(linkOf) });

  const request = `${teamRoutes.requests}/:id{[0-9]+}` as const;
  /** The steps on one change request (`/requests/<id>[/<step>[/<picture>.png]]`), each a route of its own. */
  const requestSteps = new Hono<TeamEnv>()
    .use(request, lookedUp)
    .use(`${request}/*`, lookedUp)
    .get(request, async (c) => jsonOf(c, await detail(requestOf(c))))
    .get(`${request}/pictures`, async (c) => jsonOf(c, await pictures.answer(requestOf(c))))
    .post(`${request}/pictures`, async (c) => jsonOf(c, await pictures.again(requestOf(c))))
    .get(`${request}/pictures/:picture{[\\w-]+\\.png}`, async (c) => {
      const png = await pictures.png(requestOf(c), c.req.param('picture').replace(/\.png$/, ''));
      if (png === undefined)
        throw refuse('not-found', 'This picture is not made yet, or is out of date — reload the request to see its pictures.');
      return pictureAnswer(png);
    })
    .post(`${request}/comments`, jsonInput(CommentBodySchema), async (c) => {
      const { person, audit } = who(c);
      const target = requestOf(c);
      const body = c.req.valid('json');
      requests.comment({ requestId: target.id, personId: person.id, file: body.file, text: body.text });
      audit('commented', { request: target.id, title: target.title, file: body.file });
      return jsonOf(c, await detail(target));
    })
    .post(`${request}/request-changes`, publishersOnly('ask for changes'), optionalJsonInput(DecisionBodySchema), async (c) => {
      const { person, audit } = who(c);
      const target = requestOf(c);
      const after = moved(target, ['in-review', 'approved'], 'changes-requested', {
        approved_by: null,
        approved_head: null,
        scheduled_at: null,
        scheduled_by: null,
      });
      noted(target, person, c.req.valid('json').note);
      audit('changes-requested', { request: target.id, title: target.title });
      return jsonOf(c, await detail(after));
    })
    .post(
      `${request}/ask-again`,
      authorOrPublisher('Only the request’s author or a publisher may ask for review again.'),
      optionalJsonInput(AskAgainBodySchema),
      async (c) => {
        const { person, audit } = who(c);
        const target = requestOf(c);
        const after = moved(target, ['changes-requested'], 'in-review');
        noted(target, person, c.req.valid('json').note);
        audit('review-asked', { request: target.id, title: target.title, again: true });
        return jsonOf(c, await detail(after));
      },
    )
    .get(`${request}/preview-links`, (c) => jsonOf(c, workingLinks(requestOf(c))))
    .post(
      `${request}/preview-links`,
      async (c, next) => {
        const target = requestOf(c);
        if (target.state === 'closed') throw wrongState(target, 'a closed request has nothing to preview; ask for review again first.');
        await next();
      },
      optionalJsonInput(PreviewLinkBodySchema),
      (c) => {
        const { person, audit } = who(c);
        const target = requestOf(c);
        const days = c.req.valid('json').days ?? previewLinkDays.usual;
        const { token, link } = store.previewLinks.make({ requestId: target.id, madeBy: person.id, days });
        audit('preview-link-made', { request: target.id, title: target.title, link: link.id, days });
        const url = `${c.var.facts.origin}${sharedPreviewPath(token)}`;
        return jsonOf(c, { link: { ...linkOf(link), url } } satisfies MadePreviewLink);
      },
    )
    .delete(`${request}/preview-links/:link{[0-9a-f]{16}}`, (c) => {
      const { person, audit } = who(c);
      const target = requestOf(c);
      const link = store.previewLinks.working(target.id).find((candidate) => candidate.id === c.req.param('link'));
      if (link === undefined) throw refuse('not-found', 'This preview link is withdrawn or expired already — reload the request.');
      if (link.made_by !== person.id && !hasRole(person.role, 'publisher'))
        throw refuse('not-allowed', 'Only the person who made a preview link, or a publisher, may withdraw it.');
      const withdrawn = store.previewLinks.revoke(target.id, link.id, person.id);
      if (withdrawn === undefined) throw refuse('not-found', 'This preview link is withdrawn or expired already — reload the request.');
      audit('preview-link-withdrawn', {
        request: target.id,
        title: target.title,
        link: link.id,
        madeBy: store.people.byId(link.made_by)?.name ?? null,
      });
      return jsonOf(c, workingLinks(target));
    })
    .post(`${request}/approve`, publishersOnly('approve a change'), optionalJsonInput(DecisionBodySchema), async (c) => {
      const { person, audit } = who(c);
      const target = requestOf(c);
      if (requests.rules().approverNotAuthor) {
        if (target.author_id === person.id)
          throw refuse(
            'own-change',
            'Here a change must be approved by someone other than its author — ask another publisher to approve it.',
          );
        // Whoever saved into the draft wrote part of the change, whoever asked for the review.
        const wrote = (await repo.draftAuthors({ draft: target.draft })).some(
          (author) => author.email.toLowerCase() === person.email.toLowerCase(),
        );
        if (wrote)
          throw refuse(
            'own-change',
            'Here a change must be approved by someone who did not write it, and you saved changes into this draft — ask another publisher to approve it.',
          );
      }
      const draft = await repo.draft(target.draft);
      if (draft === undefined) throw wrongState(target, 'its draft was deleted; close it.');
      const after = moved(target, ['in-review'], 'approved', { approved_by: person.id, approved_head: draft.head });
      noted(target, person, c.req.valid('json').note);
      audit('approved', { request: target.id, title: target.title, draftHead: draft.head });
      return jsonOf(c, await detail(after));
    })
    .post(`${request}/publish`, publishersOnly('publish'), optionalJsonInput(PublishBodySchema), async (c) => {
      const person = personOf(c);
      const body = c.req.valid('json');
      const off = body.putBackLive === true ? undefined : await changesOffTheSite();
      if (off !== undefined)
        throw refuse(
          'changes-off-the-site',
          `The site was rolled back, but the pages still hold what the roll back took off the site (${off.names.join(', ')}): publishing puts that live again too. Publish anyway, or first take the pages back on the Releases page.`,
          { offTheSite: off },
        );
      const published = await publisher.publish(requestOf(c).id, { person, address: c.var.facts.address }, body.choices);
      return jsonOf(c, await detail(published));
    })
    .put(`${request}/schedule`, publishersOnly('schedule a publish'), jsonInput(ScheduleBodySchema), async (c) => {
      const { person, audit } = who(c);
      const target = requestOf(c);
      const body = c.req.valid('json');
      if (target.state !== 'approved') throw wrongState(target, 'only an approved request can be scheduled.');
      const at = body.at === null ? null : Date.parse(body.at);
      const after = requests.update(target.id, { scheduled_at: at, scheduled_by: at === null ? null : person.id, last_problem: null });
      audit('publish-scheduled', { request: target.id, title: target.title, at: body.at });
      scheduleChanged();
      return jsonOf(c, await detail(after ?? target));
    })
    .post(`${request}/close`, authorOrPublisher('Only the request’s author or a publisher may close it.'), async (c) => {
      const { audit } = who(c);
      const target = requestOf(c);
      const after = moved(target, ['in-review', 'changes-requested', 'approved'], 'closed', { scheduled_at: null });
      audit('request-closed', { request: target.id, title: target.title });
      return jsonOf(c, await detail(after));
    })
    .all(`${request}/*`, (c) => {
      throw refuse('not-found', `There is nothing at ${c.req.method} ${c.req.path} — see studio/README.md for the team server's routes.`);
    })
    .all(request, (c) => {
      throw refuse('not-found', `There is nothing at ${c.req.method} ${c.req.path} — see studio/README.md for the team server's routes.`);
    });

  const nothingHere = (c: TeamContext): never => {
    throw refuse('not-found', `There is nothing at ${c.req.path} — see studio/README.md for the team server's routes.`);
  };

  // Every path under the team API's drafts, requests and releases is answered here.
  return (
    new Hono<TeamEnv>()
      .get(teamRoutes.drafts, async (c) => jsonOf(c, { drafts: await visibleDrafts(repo, who(c).person) }))
      .post(teamRoutes.drafts, jsonInput(StartDraftBodySchema), async (c) => jsonOf(c, await startDraft(c, c.req.valid('json'))))
      .delete(teamRoutes.drafts, queryInput('draft'), async (c) => jsonOf(c, await deleteDraft(c, c.req.valid('query').draft)))
      .get(teamRoutes.draftChanges, queryInput('draft'), async (c) => jsonOf(c, await draftChanges(c, c.req.valid('query').draft)))
      .get(teamRoutes.requests, (c) => {
        const person = who(c).person;
        const list = requests.list(hasRole(person.role, 'publisher') ? {} : { authorId: person.id });
        return jsonOf(c, { requests: list.map((request) => requestSummary(store, request)) });
      })
      .post(teamRoutes.requests, jsonInput(AskReviewBodySchema), async (c) => jsonOf(c, await askReview(c, c.req.valid('json'))))
      .get(teamRoutes.releases, publishersOnly('see the releases'), async (c) => jsonOf(c, await releases()))
      .post(teamRoutes.takePagesBack, publishersOnly('take the pages back to the live release'), async (c) =>
        jsonOf(c, await takePagesBack(c)),
      )
      // Everyone who edits the pages is told, not only publishers: what they see there is not what is live.
      .get(teamRoutes.offTheSite, async (c) => jsonOf(c, { offTheSite: (await changesOffTheSite()) ?? null }))
      .post(teamRoutes.rollBack, publishersOnly('roll the site back'), optionalJsonInput(RollBackBodySchema), async (c) =>
        jsonOf(c, await rollBackSite(c, c.req.valid('json'))),
      )
      .route('/', requestSteps)
      .all(`${teamRoutes.drafts}/*`, nothingHere)
      .all(`${teamRoutes.requests}/*`, nothingHere)
      .all(`${teamRoutes.releases}/*`, nothingHere)
  );
}
