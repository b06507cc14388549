import { sameData } from '../../document/values.ts';
import type { FieldProps } from './field-props.ts';

export { sameData };

const sameItems = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((item, index) => item === b[index]));

/**
 * Whether a field would render the same. Each edit parses the draft again, so every value is a
 * new object: comparing the data itself lets only the fields whose text changed render again,
 * which keeps typing quick on long pages.
 */
export function sameFieldProps(a: FieldProps, b: FieldProps): boolean {
  return (
    a.name === b.name &&
    a.label === b.label &&
    a.schema === b.schema &&
    sameItems(a.path, b.path) &&
    sameData(a.value, b.value) &&
    sameItems(a.problems, b.problems) &&
    a.required === b.required &&
    a.listEntry === b.listEntry &&
    sameItems(a.order, b.order) &&
    sameData(a.textHint, b.textHint) &&
    a.actions === b.actions &&
    a.bare === b.bare
  );
}
