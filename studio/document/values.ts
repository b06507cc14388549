/** A key in a data path: a field name or a list position (from 0). */
export type PathKey = string | number;

/** Where a value is in a page, for example `['sections', 2, 'cards', 0, 'heading']`. */
export type DataPath = readonly PathKey[];

/** What a single value in a page can be. */
export type ScalarValue = string | number | boolean | null;

/** Plain data as YAML holds it: what an inserted item or a new field may be. */
export type PlainValue = ScalarValue | readonly PlainValue[] | { readonly [key: string]: PlainValue };

export const isPlainList = (value: unknown): value is readonly PlainValue[] => Array.isArray(value);

export const isPlainGroup = (value: unknown): value is { readonly [key: string]: PlainValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Same data, compared deeply (key order ignored, as YAML mappings do). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  }
  if (!isPlainGroup(a) || !isPlainGroup(b)) return Number.isNaN(a) && Number.isNaN(b);
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

/** Freezes data all the way down, for data shared by everyone who reads the same text. */
export function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFrozen(item);
    Object.freeze(value);
  }
  return value;
}
