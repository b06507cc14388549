import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { HowBuilt } from '../../../../scripts/build/build-record.ts';
import { buildRecordFileName } from '../../../../scripts/server/built-site.ts';
import { buildCommit } from '../site-release.ts';

export interface SiteCacheOptions {
  /** The project's folder: the site's code, which builds the content repository's pages. */
  root: string;
  /** The studio's clone of the content repository. */
  repoDir: string;
  /** `<data>/page-pictures`: one folder per commit (or tree: a draft merged into main), `<id>/site` the built site. */
  folder: string;
  /** How many commits' folders to keep (6): main's head and the drafts of the requests looked at lately. */
  keep?: number;
  /** A built site to start from when this cache has none yet: the live release, when there is one. */
  fallbackStart?: () => BuiltSite | undefined;
}

/** A built site a build can start from, and its name for the build's record. */
export interface BuiltSite {
  dir: string;
  name: string;
}

/** How a build went, in a few words for the server's log. */
const builtHow = (how: HowBuilt): string =>
  how.kind === 'incremental'
    ? `${String(how.pages.length)} pages built again, the rest taken from ${how.from}`
    : `built in full${how.why === undefined ? '' : ` (${how.why})`}`;

const isCommit = (name: string): boolean => /^[0-9a-f]{40,64}$/.test(name);

/**
 * The site built from a commit (or tree) of the content repository, once per id and kept on disk for the
 * next ask. One build at a time (each takes both cores); the folders of the commits used least
 * lately are removed beyond `keep`, never one in use. A build starts from the site used last (or
 * the live release): a draft usually changes the text of a few pages, and then only those pages
 * are built again (scripts/build/incremental-build.ts), seconds instead of tens of seconds.
 */
export function siteCache({ root, repoDir, folder, keep = 6, fallbackStart }: SiteCacheOptions) {
  const building = new Map<string, Promise<string>>();
  const inUse = new Map<string, number>();
  let turn: Promise<unknown> = Promise.resolve();

  const commitFolder = (commit: string): string => {
    if (!isCommit(commit)) throw new Error(`${commit} is not a commit id.`);
    return join(folder, commit);
  };

  /** The ids with a folder in the cache, the one used last first (a folder's time is its last use). */
  function byLastUse(): string[] {
    const names = existsSync(folder) ? readdirSync(folder).filter(isCommit) : [];
    return names
      .map((name) => ({ name, used: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used)
      .map(({ name }) => name);
  }

  function prune(): void {
    for (const name of byLastUse().slice(keep))
      if (!inUse.has(name) && !building.has(name)) rmSync(join(folder, name), { recursive: true, force: true });
  }

  /** The site on disk used last, other than `commit`'s, or else the fallback; undefined when there is none. */
  function startFor(commit: string): BuiltSite | undefined {
    const lastUsed = byLastUse().find(
      (name) => name !== commit && !building.has(name) && existsSync(join(folder, name, 'site', buildRecordFileName)),
    );
    return lastUsed === undefined ? fallbackStart?.() : { dir: join(folder, lastUsed, 'site'), name: lastUsed };
  }

  /** The built site of `commit` (its folder), built first when it is not on disk yet. */
  function built(commit: string): Promise<string> {
    const place = commitFolder(commit);
    const site = join(place, 'site');
    if (existsSync(site)) {
      // Used now: the last to be pruned.
      const now = new Date();
      utimesSync(place, now, now);
      return Promise.resolve(site);
    }
    const running = building.get(commit);
    if (running !== undefined) return running;
    const work = turn.then(async () => {
      mkdirSync(place, { recursive: true });
      const start = startFor(commit);
      const startCommit = start !== undefined && isCommit(start.name) ? start.name : undefined;
      // The site it starts from is in use until the build is done: it is not pruned meanwhile.
      const build = () => buildCommit(root, repoDir, commit, site, start);
      const { how, ms } = startCommit === undefined ? await build() : await holding(startCommit, build);
      console.info(`The site of ${commit.slice(0, 8)} for pictures: ${builtHow(how)} in ${(ms / 1000).toFixed(1)} s.`);
      prune();
      return site;
    });
    turn = work.catch(() => undefined);
    building.set(commit, work);
    void work.finally(() => building.delete(commit)).catch(() => undefined);
    return work;
  }

  /** Keeps a commit's folder from being pruned while `work` runs (its site is served, its pictures written). */
  async function holding<T>(commit: string, work: (place: string) => Promise<T>): Promise<T> {
    inUse.set(commit, (inUse.get(commit) ?? 0) + 1);
    try {
      return await work(commitFolder(commit));
    } finally {
      const count = (inUse.get(commit) ?? 1) - 1;
      if (count === 0) inUse.delete(commit);
      else inUse.set(commit, count);
    }
  }

  return { built, holding };
}

export type SiteCache = ReturnType<typeof siteCache>;
