/** Calls `visit` for every value inside `value`, with its path and the key it sits under. */
export function walk(value: unknown, visit: (path: PropertyKey[], key: PropertyKey | undefined, item: unknown) => void, path: PropertyKey[] = []): void {
  visit(path, path.at(-1), value);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, [...path, index]));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, visit, [...path, key]);
  }
}
