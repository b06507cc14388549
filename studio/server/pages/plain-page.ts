import { parseYamlFile } from '../../../schema/content/load.ts';
import { refuse } from '../refusal.ts';

/** The first place in `value` that JSON could not hold (a `!!binary`, `!!set`, `!!timestamp` or `!!map` value), as words. */
function notPlainAt(value: unknown, where: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : where;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = notPlainAt(item, `${where} › item ${index + 1}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return where;
  for (const [key, item] of Object.entries(value)) {
    const found = notPlainAt(item, where === '' ? key : `${where} › ${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A page is saved only when the loader can read it as plain data: valid YAML, UTF-8, within the
 * loader's limit of aliases, and holding only text, numbers, true/false, lists and groups (no
 * `!!binary`, `!!set` or `!!timestamp`). Anything else is refused (422 `not-yaml`) with where it is,
 * before it reaches a file or a commit.
 */
export function requirePlainPage(path: string, bytes: Uint8Array): void {
  const parsed = parseYamlFile(path, bytes);
  const [first] = parsed.problems;
  if (parsed.value === undefined && first !== undefined) {
    const where = first.position.line > 0 ? `line ${first.position.line}: ${first.message}` : first.message;
    throw refuse('not-yaml', `The page was not saved — ${where}`);
  }
  const where = notPlainAt(parsed.value, '');
  if (where !== undefined)
    throw refuse(
      'not-yaml',
      `The page was not saved — ${where === '' ? 'the page' : `“${where}”`} holds a kind of value pages never hold (a YAML tag such as !!binary, !!set or !!timestamp); write it as plain text.`,
    );
}
