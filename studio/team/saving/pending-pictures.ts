import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ExtraFile } from '../repo/index.ts';

/** What the list file holds: each person's pictures not committed yet, as paths in the content repository. */
const PendingList = z.record(z.string(), z.array(z.string()));

/**
 * Pictures a person uploaded that are not committed yet: they go into that person's next save's
 * commit (with the page that uses them). The picture itself is in the clone's work tree, so the
 * studio shows it at once; who uploaded which is kept in `listFile`, so a restart keeps it too.
 * `repoDir` is where the pictures' paths are read from after a restart.
 */
export function pendingPictures(listFile: string, repoDir: string) {
  const byPerson = new Map<number, ExtraFile[]>();
  /** Taken for a save that has not ended yet: still listed in the file until the commit holds them. */
  const inSave = new Map<number, ExtraFile[]>();
  if (existsSync(listFile)) {
    const saved = PendingList.safeParse(JSON.parse(readFileSync(listFile, 'utf8')));
    for (const [person, paths] of Object.entries(saved.success ? saved.data : {})) {
      // A picture removed from the disk since is no longer pending.
      const pictures = paths
        .filter((path) => existsSync(join(repoDir, path)))
        .map((path) => ({ path, bytes: readFileSync(join(repoDir, path)) }));
      if (pictures.length > 0) byPerson.set(Number(person), pictures);
    }
  }

  /** Written whole to a new file renamed over the old one, so a crash leaves the old list or the new one. */
  function keep(): void {
    const people = new Set([...byPerson.keys(), ...inSave.keys()]);
    const list = Object.fromEntries(
      [...people].map((person) => [
        String(person),
        [...(inSave.get(person) ?? []), ...(byPerson.get(person) ?? [])].map(({ path }) => path),
      ]),
    );
    writeFileSync(`${listFile}.tmp`, JSON.stringify(list));
    renameSync(`${listFile}.tmp`, listFile);
  }

  const add = (personId: number, picture: ExtraFile): void => {
    const others = (byPerson.get(personId) ?? []).filter((pending) => pending.path !== picture.path);
    byPerson.set(personId, [...others, picture]);
  };

  return {
    add(personId: number, picture: ExtraFile): void {
      add(personId, picture);
      keep();
    },
    /** Takes a person's pictures for a save; then `committed` once its commit holds them, or `giveBack`. */
    take(personId: number): ExtraFile[] {
      const pictures = byPerson.get(personId) ?? [];
      byPerson.delete(personId);
      if (pictures.length > 0) inSave.set(personId, pictures);
      return pictures;
    },
    giveBack(personId: number, pictures: readonly ExtraFile[]): void {
      inSave.delete(personId);
      for (const picture of pictures) add(personId, picture);
    },
    committed(personId: number): void {
      if (inSave.delete(personId)) keep();
    },
    /** The paths of a person's pictures not committed yet (those in a save that has not ended too). */
    paths(personId: number): string[] {
      return [...(inSave.get(personId) ?? []), ...(byPerson.get(personId) ?? [])].map(({ path }) => path);
    },
    /** Forgets one of a person's pictures not in a save now (it was removed): true when it was theirs. */
    forget(personId: number, path: string): boolean {
      const pictures = byPerson.get(personId) ?? [];
      const left = pictures.filter((picture) => picture.path !== path);
      if (left.length === pictures.length) return false;
      if (left.length === 0) byPerson.delete(personId);
      else byPerson.set(personId, left);
      keep();
      return true;
    },
    /** Everyone's pictures not committed yet. */
    allPaths(): string[] {
      return [...inSave.values(), ...byPerson.values()].flat().map(({ path }) => path);
    },
    /** Forgets every pending picture, list file and all: what they were uploaded for is gone. */
    drop(): void {
      byPerson.clear();
      inSave.clear();
      rmSync(listFile, { force: true });
    },
  };
}

export type PendingPictures = ReturnType<typeof pendingPictures>;

/**
 * Pictures uploaded in drafts, kept apart per draft: they go into their uploader's next save into
 * that draft (`<data>/pending-pictures-<draft>.json` each). Until then, and after, the picture is
 * in the clone's work tree too, so the studio's list and preview show it at once, as for main.
 * A deleted draft's list goes with it (`forget`).
 */
export function pendingPicturesByDraft(dataDir: string, repoDir: string) {
  const drafts = new Map<string, PendingPictures>();
  const listFileOf = (draft: string): string => `pending-pictures-${encodeURIComponent(draft)}.json`;
  const inDraft = (draft: string): PendingPictures => {
    const known = drafts.get(draft);
    if (known !== undefined) return known;
    const pending = pendingPictures(join(dataDir, listFileOf(draft)), repoDir);
    drafts.set(draft, pending);
    return pending;
  };
  return {
    inDraft,
    /** The pictures not committed yet anywhere but in `draft`: main's (pending-pictures.json) and every other draft's, as their lists say. */
    uploadsElsewhere(draft: string): string[] {
      const lists = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => /^pending-pictures.*\.json$/.test(name)) : [];
      return lists
        .filter((name) => name !== listFileOf(draft))
        .flatMap((name) => {
          const list = PendingList.safeParse(JSON.parse(readFileSync(join(dataDir, name), 'utf8')));
          return list.success ? Object.values(list.data).flat() : [];
        });
    },
    forget(draft: string): void {
      inDraft(draft).drop();
      drafts.delete(draft);
    },
  };
}

export type DraftUploads = ReturnType<typeof pendingPicturesByDraft>;
