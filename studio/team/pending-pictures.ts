import type { ExtraFile } from './repo/index.ts';

/**
 * Pictures a person uploaded that are not committed yet: they go into that person's next save's
 * commit (with the page that uses them). Kept in memory: the file itself is in the clone's work
 * tree, so the studio shows it at once; after a restart an uncommitted picture is only on disk.
 */
export function pendingPictures() {
  const byPerson = new Map<number, ExtraFile[]>();
  return {
    add(personId: number, picture: ExtraFile): void {
      const others = (byPerson.get(personId) ?? []).filter((pending) => pending.path !== picture.path);
      byPerson.set(personId, [...others, picture]);
    },
    /** Takes a person's pictures for a save; `giveBack` returns them when the save made no commit. */
    take(personId: number): ExtraFile[] {
      const pictures = byPerson.get(personId) ?? [];
      byPerson.delete(personId);
      return pictures;
    },
    giveBack(personId: number, pictures: readonly ExtraFile[]): void {
      for (const picture of pictures) this.add(personId, picture);
    },
  };
}

export type PendingPictures = ReturnType<typeof pendingPictures>;
