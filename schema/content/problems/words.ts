/** What an author calls each kind of YAML value. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  return 'a group of fields';
}

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (name: value lines)',
  record: 'a group of fields (name: value lines)',
};

/** What an author calls the kind of value the schema expects (`int` -> `a whole number`). */
export function expectedKind(expected: string): string {
  return expectedWords[expected] ?? expected;
}

/** `pages/a.yaml`, `pages/a.yaml and pages/b.yaml`, `pages/a.yaml, pages/b.yaml and pages/c.yaml`. */
export function listFiles(files: readonly string[]): string {
  return files.length <= 1 ? (files[0] ?? '') : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;
}
