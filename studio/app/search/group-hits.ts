import type { FieldPlace } from '../../api/contract/studio-api.ts';

/** Places grouped by their page, in the order the server gave them: a heading per page, its fields below. */
export function byPage<T extends FieldPlace>(places: readonly T[]): { file: string; name: string; places: T[] }[] {
  const groups = new Map<string, { file: string; name: string; places: T[] }>();
  for (const place of places) {
    const group = groups.get(place.file) ?? { file: place.file, name: place.name, places: [] };
    group.places.push(place);
    groups.set(place.file, group);
  }
  return [...groups.values()];
}
