/** Calls `visit` for every value inside `value`, with its path and the key it sits under. */
export function walk(
  value: unknown,
  visit: (path: PropertyKey[], key: PropertyKey | undefined, item: unknown) => void,
  path: PropertyKey[] = [],
): void {
  visit(path, path.at(-1), value);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, [...path, index]));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, visit, [...path, key]);
  }
}

/** The value under `key` in an object or list, or undefined: reads author data without casts. */
export function childOf(value: unknown, key: PropertyKey): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** The value at `path` inside `value`, or undefined. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(childOf, value);
}
