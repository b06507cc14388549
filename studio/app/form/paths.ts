import type { DataPath, PathKey } from '../../document/index.ts';

/** Keys are equal as the loader and YAML see them: list position 2 is the same as "2". */
export const sameKey = (a: PathKey | undefined, b: PathKey | undefined): boolean =>
  a !== undefined && b !== undefined && String(a) === String(b);

/** Whether `path` is `base` or lies under it. */
export const isUnder = (path: DataPath, base: DataPath): boolean =>
  path.length >= base.length && base.every((key, index) => sameKey(key, path[index]));

export const samePath = (a: DataPath, b: DataPath): boolean => a.length === b.length && isUnder(a, b);

/**
 * A stable DOM id for the input of the field at `path`, e.g. `field-sections-2-cards-0-icon`.
 * Characters other than letters and digits inside a key are written as `_<hex>_`, so two paths
 * never share an id. The parts of a field (its help, a list item's buttons) add `:help`,
 * `:toggle`, …: a colon never occurs in a field's id, so a part never takes a field's id.
 */
export function fieldId(path: DataPath): string {
  const keys = path.map((key) => String(key).replace(/[^a-zA-Z0-9]/g, (char) => `_${char.codePointAt(0)?.toString(16) ?? ''}_`));
  return ['field', ...keys].join('-');
}
