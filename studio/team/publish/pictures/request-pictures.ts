import { translationLanguages, translationOf } from '../../../../schema/content/translations.ts';
import { parse } from 'yaml';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildFailure } from '../../../../scripts/build/build.ts';
import { serveDist } from '../../../../scripts/server/serve-dist.ts';
import type { ContentRepo, DraftFileDiff } from '../../repo/index.ts';
import { drawnMarks, markLooks } from './mark-sections.ts';
import { pageCamera } from './page-camera.ts';
import { planPages, type PlannedPage, type PlannedPicture, type Side } from './page-plan.ts';
import type { PicturesAnswer } from '../../../api/contract/pictures.ts';
import { liveRelease } from '../site-release.ts';
import { siteCache } from './site-cache.ts';
import { gitText } from '../../repo/index.ts';
import { requestPictureRoute } from '../../../api/contract/routes.ts';

export interface PicturesServices {
  /** The project's folder: the site's code. */
  root: string;
  repo: ContentRepo;
  /** The data folder: the built sites and pictures go in `<data>/page-pictures`. */
  dataDir: string;
  /** The releases: the first site built for pictures starts from the live one. */
  releasesDir?: string;
}

/** How long each step of a request's pictures took, in milliseconds (for the server's log). */
interface PictureTimings {
  buildMain: number;
  buildDraft: number;
  pictures: number;
  /** How many pictures were taken (the others were on disk already). */
  taken: number;
}

/** The pictures of one request for one pair of heads (main's and the draft's). */
interface Job {
  requestId: number;
  key: string;
  heads: Record<Side, string>;
  state: PicturesAnswer['state'];
  message?: string;
  pages: PlannedPage[];
  /** Picture name -> its PNG file, once taken. */
  files: Map<string, string>;
  timings: PictureTimings;
  done: Promise<void>;
}

/** The request as the pictures need it: its id and its draft's branch. */
export interface PicturedRequest {
  id: number;
  draft: string;
  /** The merge commit on main, once published: then the pictures are of main before and after it. */
  published_commit: string | null;
}

const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Why the pictures could not be made, in words for the author. */
function failureMessage(error: unknown, side: Side | undefined): string {
  if (error instanceof BuildFailure)
    return `The site could not be built from ${side === 'before' ? 'main' : 'the draft'}, so there is no picture of it: ${error.message.trim()} — fix the page in the draft, then try again.`;
  return 'The pictures of the page could not be made — try again; if it keeps failing, tell whoever runs the studio (the server printed the details).';
}

/**
 * The before/after pictures of the pages a change request changes: the site built from main's head
 * and from the draft's head (site-cache.ts), each page served by the site's own server on loopback
 * and pictured at desktop and phone width with its changed sections marked (page-camera.ts). The
 * first ask starts the work; the pictures are kept on disk by commit, so asking again, or after a
 * restart, takes them from there.
 */
export function requestPictures({ root, repo, dataDir, releasesDir }: PicturesServices) {
  const cache = siteCache({
    root,
    repoDir: repo.dir,
    folder: join(dataDir, 'page-pictures'),
    ...(releasesDir === undefined ? {} : { fallbackStart: () => liveRelease(releasesDir) }),
  });
  const camera = pageCamera();
  const jobs = new Map<number, Job>();
  const asking = new Map<number, Promise<Job | string>>();
  const underWay = new Set<Promise<void>>();
  let closed = false;

  const fileOf = (place: string, picture: PlannedPicture): string =>
    join(place, 'shots', `${hashOf(JSON.stringify([picture.route, picture.width, picture.marks])).slice(0, 24)}.png`);

  /** Builds one side's site (unless it is on disk) and takes the pictures it does not have yet. */
  async function shoot(job: Job, side: Side): Promise<void> {
    const wanted = job.pages.flatMap((page) => page.pictures).filter((picture) => picture.side === side);
    if (wanted.length === 0) return;
    const commit = job.heads[side];
    await cache.holding(commit, async (place) => {
      const started = performance.now();
      const site = await cache.built(commit);
      job.timings[side === 'before' ? 'buildMain' : 'buildDraft'] = Math.round(performance.now() - started);
      const missing = wanted.filter((picture) => !existsSync(fileOf(place, picture)));
      if (missing.length > 0) {
        const shooting = performance.now();
        mkdirSync(join(place, 'shots'), { recursive: true });
        const served = await serveDist(site);
        try {
          for (const picture of missing) {
            if (closed) throw new Error('The team server stopped.');
            const taken = await camera.picture({
              url: `${served.url}${picture.route}`,
              width: picture.width,
              marks: drawnMarks(picture.marks),
            });
            const where = `Picture of ${picture.route} at ${picture.width} width`;
            if (taken.problem !== undefined) console.warn(`${where}: ${taken.problem}`);
            if (picture.marks.length > 0 && taken.sections !== picture.sections)
              console.warn(
                `${where}: the page shows ${String(taken.sections)} sections where its file has ${String(picture.sections)}, so the marks may be on the wrong sections.`,
              );
            // Written whole or not at all: a half-written picture is never served.
            const file = fileOf(place, picture);
            writeFileSync(`${file}.part`, taken.png);
            renameSync(`${file}.part`, file);
          }
        } finally {
          await served.close();
        }
        job.timings.pictures += Math.round(performance.now() - shooting);
        job.timings.taken += missing.length;
      }
      for (const picture of wanted) job.files.set(picture.name, fileOf(place, picture));
    });
  }

  async function run(job: Job): Promise<void> {
    let side: Side | undefined;
    try {
      // The draft first: a page of it that cannot be built is the likely failure, and is told without waiting for main's build.
      for (side of ['after', 'before'] as const) await shoot(job, side);
      job.state = 'ready';
      const { buildMain, buildDraft, pictures, taken } = job.timings;
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.info(
        `Pictures of change request ${String(job.requestId)}: main's site ready in ${seconds(buildMain)}, the draft's in ${seconds(buildDraft)} (0 when built before), ${String(taken)} of ${String(job.files.size)} pictures taken in ${seconds(pictures)}.`,
      );
    } catch (error) {
      // A stop of the server ends the work on purpose: nothing to report.
      if (!(error instanceof BuildFailure) && !closed) console.error(error);
      job.state = 'failed';
      job.message = failureMessage(error, side);
    }
  }

  /**
   * The two versions to picture and the files between them: main's head and the tree publishing the draft would make, or, once
   * published, main before and after the publish's merge.
   */
  async function changesOf(request: PicturedRequest): Promise<{ heads: Record<Side, string>; files: DraftFileDiff[] } | string> {
    if (request.published_commit !== null) {
      const files = await repo.publishedDiff({ commit: request.published_commit });
      if (files === undefined)
        return 'The publish of this request is not in the history of the site any more, so there is nothing to picture.';
      return {
        heads: {
          before: await gitText(repo.dir, ['rev-parse', '--verify', `${request.published_commit}^1`]),
          after: request.published_commit,
        },
        files,
      };
    }
    const draft = await repo.draft(request.draft);
    if (draft === undefined) return 'The draft of this request was deleted, so there is nothing to picture.';
    const diff = await repo.draftDiff({ draft: draft.branch });
    if (!diff.ok) return diff.message;
    // "After" is main as publishing the draft would make it, so main's own changes since the draft began show too.
    const merged = await repo.mergedTree({ draft: draft.branch });
    if (!merged.ok) return merged.message;
    return { heads: { before: await gitText(repo.dir, ['rev-parse', '--verify', 'HEAD']), after: merged.tree }, files: diff.files };
  }

  /** The request's job for main's and the draft's heads as they are now, started when there is none; a string says why there can be none. */
  async function jobFor(request: PicturedRequest): Promise<Job | string> {
    const changes = await changesOf(request);
    if (typeof changes === 'string') return changes;
    const { heads, files } = changes;
    const key = hashOf(`${heads.before} ${heads.after}`).slice(0, 12);
    const existing = jobs.get(request.id);
    // Pictures pruned from the disk since (other commits were built) are made again.
    const pruned = existing !== undefined && [...existing.files.values()].some((file) => !existsSync(file));
    if (existing?.key === key && !pruned) return existing;
    // A translation is pictured where the site serves it, under its language's code.
    const site = await repo.read('pages/site.yaml');
    const languages = site.ok ? translationLanguages(parse(site.text)) : [];
    const languageOf = (file: string) => translationOf('pages', file, languages)?.language;
    const pages = planPages(files, key, (name) => requestPictureRoute(request.id, name), languageOf);
    const job: Job = {
      requestId: request.id,
      key,
      heads,
      state: 'building',
      pages,
      files: new Map(),
      timings: { buildMain: 0, buildDraft: 0, pictures: 0, taken: 0 },
      done: Promise.resolve(),
    };
    job.done = run(job);
    underWay.add(job.done);
    void job.done.finally(() => underWay.delete(job.done));
    jobs.set(request.id, job);
    return job;
  }

  /** One ask at a time per request: polls that cross never start the same work twice. */
  function current(request: PicturedRequest): Promise<Job | string> {
    const running = asking.get(request.id);
    if (running !== undefined) return running;
    const asked = jobFor(request).finally(() => asking.delete(request.id));
    asking.set(request.id, asked);
    return asked;
  }

  /** The answer of `GET …/pictures`: the work is started on the first ask, and the answer comes at once. */
  async function answer(request: PicturedRequest): Promise<PicturesAnswer> {
    const job = await current(request);
    if (typeof job === 'string') return { state: 'failed', message: job, pages: [], legend: markLooks };
    return {
      state: job.state,
      ...(job.message === undefined ? {} : { message: job.message }),
      pages: job.pages.map((page) => page.entry),
      legend: markLooks,
    };
  }

  /** `POST …/pictures`: a failed attempt is forgotten and started again. */
  function again(request: PicturedRequest): Promise<PicturesAnswer> {
    if (jobs.get(request.id)?.state === 'failed') jobs.delete(request.id);
    return answer(request);
  }

  /** The PNG of a picture named in the answer; undefined when there is no such picture (or it is not taken yet). */
  async function png(request: PicturedRequest, name: string): Promise<Buffer | undefined> {
    const job = await current(request);
    const file = typeof job === 'string' ? undefined : job.files.get(name);
    return file === undefined || !existsSync(file) ? undefined : readFileSync(file);
  }

  /** Waits for the work under way (a build cannot be stopped half way) and closes the browser. */
  async function close(): Promise<void> {
    closed = true;
    await Promise.all(underWay);
    await camera.close();
  }

  return { answer, again, png, close };
}

export type RequestPictures = ReturnType<typeof requestPictures>;
