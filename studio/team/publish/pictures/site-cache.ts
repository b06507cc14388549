import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildCommit } from '../site-release.ts';

export interface SiteCacheOptions {
  /** The project's folder: the site's code, which builds the content repository's pages. */
  root: string;
  /** The studio's clone of the content repository. */
  repoDir: string;
  /** `<data>/page-pictures`: one folder per commit, `<commit>/site` the built site. */
  folder: string;
  /** How many commits' folders to keep (6): main's head and the drafts of the requests looked at lately. */
  keep?: number;
}

const isCommit = (name: string): boolean => /^[0-9a-f]{40,64}$/.test(name);

/**
 * The site built from a commit of the content repository, once per commit and kept on disk for the
 * next ask. One build at a time (each takes tens of seconds and both cores); the folders of the
 * commits used least lately are removed beyond `keep`, never one in use.
 */
export function siteCache({ root, repoDir, folder, keep = 6 }: SiteCacheOptions) {
  const building = new Map<string, Promise<string>>();
  const inUse = new Map<string, number>();
  let turn: Promise<unknown> = Promise.resolve();

  const commitFolder = (commit: string): string => {
    if (!isCommit(commit)) throw new Error(`${commit} is not a commit id.`);
    return join(folder, commit);
  };

  function prune(): void {
    const names = existsSync(folder) ? readdirSync(folder).filter(isCommit) : [];
    const byUse = names
      .map((name) => ({ name, used: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used)
      .slice(keep);
    for (const { name } of byUse) if (!inUse.has(name) && !building.has(name)) rmSync(join(folder, name), { recursive: true, force: true });
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
      await buildCommit(root, repoDir, commit, site);
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
