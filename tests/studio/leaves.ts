import type { DataPath, PathKey, ScalarValue } from '../../studio/document/index.ts';

/** Every single value in the data (text, number, true/false, nothing) with its path. */
export function leaves(data: unknown, path: PathKey[] = []): { path: DataPath; value: ScalarValue }[] {
  if (Array.isArray(data)) return data.flatMap((item: unknown, index) => leaves(item, [...path, index]));
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]: [string, unknown]) => leaves(value, [...path, key]));
  if (typeof data === 'string' || typeof data === 'number' || typeof data === 'boolean' || data === null) return [{ path, value: data }];
  return [];
}

/** Every list in the data with its path and length. */
export function lists(data: unknown, path: PathKey[] = []): { path: DataPath; length: number }[] {
  if (Array.isArray(data)) return [{ path, length: data.length }, ...data.flatMap((item: unknown, index) => lists(item, [...path, index]))];
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]: [string, unknown]) => lists(value, [...path, key]));
  return [];
}

/** Every group of fields (not the page itself) with its path and keys. */
export function groups(data: unknown, path: PathKey[] = []): { path: DataPath; keys: string[] }[] {
  if (Array.isArray(data)) return data.flatMap((item: unknown, index) => groups(item, [...path, index]));
  if (typeof data !== 'object' || data === null) return [];
  const own = path.length > 0 ? [{ path, keys: Object.keys(data) }] : [];
  return [...own, ...Object.entries(data).flatMap(([key, value]: [string, unknown]) => groups(value, [...path, key]))];
}
