import { refuse } from '../../server/refusal.ts';
import type { TeamDatabase, Person as StudioPerson } from '../database/index.ts';
import type { AuditAction } from '../database/tables/audit.ts';
import type { ContentRepo, Draft, MergeChoiceEntry } from '../repo/index.ts';
import { codeFingerprint } from '../../../scripts/build/build-record.ts';
import { keptBuildProcess, type BuildProcess } from './build/build-process.ts';
import { pageChanges } from '../drafts/draft-check.ts';
import { publicFilesAfterDraft } from '../saving/public-files.ts';
import type { RequestRecord } from '../database/tables/request-rows.ts';
import { liveRelease, liveReleaseOf, releaseCommit, type ReleaseSettings } from './site-release.ts';
import { publishTimings, type PublishTimings, type StepTimes } from './publish-timings.ts';
import { git, gitText } from '../repo/index.ts';
import pLimit from 'p-limit';

/** Who asks for a step, as the audit log notes them ('server' for the schedule and the settling on start). */
export interface Actor {
  person: StudioPerson;
  address: string;
}

export interface PublisherServices {
  store: TeamDatabase;
  repo: ContentRepo;
  release: ReleaseSettings;
}

const gitPerson = (person: StudioPerson) => ({ name: person.name, email: person.email });

/**
 * Publishing a change request: check the draft's pages, merge the draft into main, build the site
 * from the merge and make it the live release. `publishing` is recorded (with the draft's head and
 * main's head) before the merge, so a server stopped at any moment settles the request on its next
 * start (`settle`). One publish at a time.
 */
export function requestPublisher({ store, repo, release }: PublisherServices) {
  const requests = store.requests;
  const inTurn = pLimit(1);

  const audit = (actor: Actor | undefined, action: AuditAction, detail: Record<string, unknown>) =>
    store.audit.record({ personId: actor?.person.id ?? null, address: actor?.address ?? 'server', action, detail });

  let closed = false;
  /** Main's pages read and validated in the build process, so the next publish checks only what changed. */
  const warmUp = (process: BuildProcess) =>
    process.check({ repoDir: repo.dir, changes: [] }).catch((error: unknown) => {
      // A server closed meanwhile ends the process under the check.
      if (!closed) console.error(error);
    });
  const builds = keptBuildProcess({ warm: (process) => void warmUp(process), codeVersion: () => codeFingerprint(release.root) });
  const mainHead = () => gitText(repo.dir, ['rev-parse', '--verify', 'HEAD']);
  const contains = async (commit: string, ancestor: string) =>
    (await git(repo.dir, ['merge-base', '--is-ancestor', ancestor, commit])).code === 0;

  /** The merge commit on main since `before` whose second parent is the draft's head; main's head when there is none. */
  async function mergeCommitOf(before: string, draftHead: string): Promise<string> {
    const lines = (await gitText(repo.dir, ['rev-list', '--first-parent', '--parents', 'HEAD', `^${before}`])).split('\n');
    const merge = lines.map((line) => line.split(' ')).find((commits) => commits[2] === draftHead);
    return merge?.[0] ?? (await mainHead());
  }

  async function draftOf(request: RequestRecord): Promise<Draft> {
    const draft = await repo.draft(request.draft);
    if (draft === undefined)
      throw refuse('wrong-state', `The draft of “${request.title}” was deleted — close this request; the author can start a new draft.`);
    return draft;
  }

  /**
   * Builds and deploys a merged request (unless its commit is live already), and marks it published;
   * with the build process that checked its pages, and the milliseconds of the steps before.
   */
  async function finish(
    request: RequestRecord,
    commit: string,
    actor: Actor | undefined,
    builder?: BuildProcess,
    before: StepTimes = {},
  ): Promise<RequestRecord> {
    let releaseName = liveReleaseOf(release.releasesDir, commit);
    let timings: PublishTimings | undefined;
    if (releaseName === undefined) {
      try {
        const released = await releaseCommit(release, repo.dir, commit, builder);
        releaseName = released.release.name;
        timings = publishTimings(before, released);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        requests.update(request.id, { last_problem: JSON.stringify({ message }) });
        audit(actor, 'publish-failed', { request: request.id, commit, why: message });
        throw refuse(
          'deploy-failed',
          `The change is in the site's repository, but the site could not be built or put live: ${message} — fix this, then publish again (the merge is not made twice).`,
        );
      }
    }
    const published = requests.move(request.id, ['publishing'], 'published', {
      published_commit: commit,
      published_release: releaseName,
      scheduled_at: null,
      last_problem: null,
    });
    if (published === undefined) throw new Error(`Request ${String(request.id)} left “publishing” while it was being published.`);
    audit(actor, 'published', {
      request: request.id,
      title: request.title,
      draft: request.draft,
      commit,
      release: releaseName,
      ...(timings === undefined ? {} : { timings }),
    });
    return published;
  }

  /** A request left `publishing` (the server stopped, or the deploy failed): published, deployed again, or back to approved. */
  async function settleOne(request: RequestRecord, actor: Actor | undefined): Promise<RequestRecord> {
    const draftHead = request.publishing_draft_head;
    const before = request.publishing_main_before;
    if (draftHead === null || before === null || !(await contains('HEAD', draftHead))) {
      const back = requests.move(request.id, ['publishing'], 'approved', { last_problem: null });
      audit(actor, 'publish-settled', { request: request.id, outcome: 'not-merged' });
      return back ?? request;
    }
    const commit = await mergeCommitOf(before, draftHead);
    audit(actor, 'publish-settled', { request: request.id, outcome: 'merged', commit });
    return finish(request, commit, actor, builds.current());
  }

  /** Publishes with the kept build process, then renews that process when it has grown large. */
  async function publishNow(id: number, actor: Actor, choices: readonly MergeChoiceEntry[]): Promise<RequestRecord> {
    try {
      return await publishChecked(id, actor, choices);
    } finally {
      builds.renewIfLarge();
    }
  }

  /** Publishes with the kept build process (once the request may be published): it checks the pages, then builds them. */
  async function publishChecked(id: number, actor: Actor, choices: readonly MergeChoiceEntry[]): Promise<RequestRecord> {
    const request = requests.byId(id);
    if (request === undefined) throw refuse('not-found', 'There is no such change request — reload the list of requests.');
    if (request.state === 'publishing') return settleOne(request, actor);
    if (request.state !== 'approved')
      throw refuse(
        'wrong-state',
        `“${request.title}” is ${request.state === 'published' ? 'published already' : `not approved (it is ${request.state})`} — only an approved request can be published.`,
      );
    const draft = await draftOf(request);
    if (draft.head !== request.approved_head) {
      requests.move(id, ['approved'], 'in-review', { approved_by: null, approved_head: null, scheduled_at: null, scheduled_by: null });
      audit(actor, 'review-asked', { request: id, why: 'draft-changed-after-approval' });
      throw refuse(
        'draft-changed',
        `The draft of “${request.title}” was changed after it was approved — it is back in review; approve it again to publish it.`,
      );
    }
    // Started (when it is not running yet) before the draft is read: the build's code loads meanwhile.
    const checker = builds.current();
    const checkStarted = performance.now();
    const [diff, publicFiles] = await Promise.all([repo.draftDiff({ draft: draft.branch }), publicFilesAfterDraft(repo, draft.branch)]);
    if (!diff.ok) throw refuse(diff.status === 404 ? 'not-found' : 'bad-request', diff.message);
    const changes = pageChanges(diff.files);
    const { problems, anew } = await checker.check({ repoDir: repo.dir, changes, publicFiles });
    const check = Math.round(performance.now() - checkStarted);
    if (problems.length > 0) {
      audit(actor, 'publish-failed', { request: id, why: 'invalid-pages', problems: problems.length });
      throw refuse(
        'pages-invalid',
        `“${request.title}” cannot be published: its pages have ${String(problems.length)} ${problems.length === 1 ? 'problem' : 'problems'} — send it back to the author with the list, or fix them in the draft.`,
        { problems },
      );
    }
    const before = await mainHead();
    const publishing = requests.move(id, ['approved'], 'publishing', {
      publishing_by: actor.person.id,
      publishing_draft_head: draft.head,
      publishing_main_before: before,
    });
    if (publishing === undefined) throw refuse('wrong-state', `“${request.title}” changed meanwhile — reload it.`);
    audit(actor, 'publish-started', { request: id, title: request.title, draft: draft.branch, draftHead: draft.head, mainBefore: before });
    const mergeStarted = performance.now();
    const merged = await repo.mergeDraft({ draft: draft.branch, publisher: gitPerson(actor.person), choices }).catch((error: unknown) => {
      requests.move(id, ['publishing'], 'approved');
      throw error;
    });
    if (!merged.ok) {
      requests.move(id, ['publishing'], 'approved');
      if (merged.status === 409) {
        audit(actor, 'conflict', { request: id, fields: merged.conflicts.map((conflict) => conflict.name) });
        throw refuse(
          'merge-conflict',
          `Main and “${request.title}” both changed ${merged.conflicts.map((conflict) => conflict.name).join(', ')} — choose for each which value to keep and publish again, or send the request back to the author.`,
          { conflicts: merged.conflicts },
        );
      }
      throw refuse(merged.status === 404 ? 'not-found' : 'bad-request', merged.message);
    }
    const commit = merged.commit ?? (await mainHead());
    return finish(publishing, commit, actor, checker, { check, checkedAnew: anew, merge: Math.round(performance.now() - mergeStarted) });
  }

  /** Settles every request a stopped server left `publishing`; the server calls it once on start. */
  async function settle(): Promise<void> {
    for (const request of requests.inState('publishing')) {
      await inTurn(() => settleOne(request, undefined)).catch((error: unknown) => {
        console.error(error);
      });
    }
  }

  /** Publishes the approved requests whose scheduled time has come, as the publisher who scheduled each. */
  async function publishDue(): Promise<void> {
    for (const request of requests.due()) {
      const person = request.scheduled_by === null ? undefined : store.people.byId(request.scheduled_by);
      const actor = person === undefined || person.removed !== null ? undefined : { person, address: 'schedule' };
      if (actor === undefined) {
        requests.update(request.id, {
          scheduled_at: null,
          last_problem: JSON.stringify({ message: 'The publisher who scheduled it is gone.' }),
        });
        continue;
      }
      await inTurn(() => publishNow(request.id, actor, [])).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        // Not tried again and again: the schedule is taken off, the reason kept for the screens.
        requests.update(request.id, { scheduled_at: null, last_problem: JSON.stringify({ message }) });
        audit(actor, 'publish-failed', { request: request.id, scheduled: true, why: message });
      });
    }
  }

  /**
   * After a restart of a site that has been published, the build process reads and validates
   * main's pages once, in the background, so the next publish checks only what changed (as every
   * publish after the first does).
   */
  async function warm(): Promise<void> {
    if (closed || liveRelease(release.releasesDir) === undefined) return;
    await inTurn(() => warmUp(builds.current())).catch(() => undefined);
  }

  return {
    publish: (id: number, actor: Actor, choices: readonly MergeChoiceEntry[] = []) => inTurn(() => publishNow(id, actor, choices)),
    settle,
    publishDue,
    warm,
    /** Ends the kept build process (the server is closing). */
    close: () => {
      closed = true;
      builds.close();
    },
  };
}

export type RequestPublisher = ReturnType<typeof requestPublisher>;
