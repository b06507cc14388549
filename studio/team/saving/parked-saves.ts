import type { ParkedCommit } from '../repo/index.ts';

/**
 * What the audit log says of a save the studio kept aside (refs/studio/parked/…): it was made
 * while the site's repository could not be reached, and the changes pushed there meanwhile touch
 * the same fields, so it is in no branch. Admins find it in the audit log, with how to get it back.
 */
export function parkedSaveDetail(parked: ParkedCommit): Record<string, unknown> {
  return {
    path: parked.file,
    author: parked.author.name,
    commit: parked.commit,
    ref: parked.ref,
    message: parked.message,
    recover: `The save is kept in the studio's repository (data folder, repo/) as ${parked.ref}: its author can copy their changes from it (git show ${parked.commit}) into the page again.`,
  };
}
