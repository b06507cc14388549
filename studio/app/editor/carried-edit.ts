import type { FileResponse } from '../../api/contract/studio-api.ts';

/**
 * An edit typed before “Change this page”, carried into the draft's editor unsaved: the page as it was
 * opened (`saved`, so a save merges with whatever changed since, field by field) and the typed text.
 * Kept in memory only, as any unsaved edit is: a reload drops it.
 */
export interface CarriedEdit {
  saved: FileResponse;
  text: string;
}

const carried = new Map<string, CarriedEdit>();
const keyOf = (draft: string, file: string) => `${draft}\n${file}`;

export function carryEdit(draft: string, file: string, edit: CarriedEdit): void {
  carried.set(keyOf(draft, file), edit);
}

/** The edit carried into this draft's editor of the file, if any. */
export const carriedEdit = (draft: string | undefined, file: string): CarriedEdit | undefined =>
  draft === undefined ? undefined : carried.get(keyOf(draft, file));

/** Once the editor holds it: opening the page again later starts from the draft's own version. */
export function forgetCarriedEdit(draft: string | undefined, file: string): void {
  if (draft !== undefined) carried.delete(keyOf(draft, file));
}
