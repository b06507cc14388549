import { scalarSource } from './scalar-style.ts';
import { isPlainGroup, isPlainList, type PlainValue } from './values.ts';

/**
 * New values written the way the pages are: block style, two spaces deeper per level, lists
 * under a key indented, a list item's first field on its `-` line; `[a, b]` and `{ a: 1 }`
 * inside flow collections. Every value must be writable (see `unwritable`).
 */

const key = (name: string, column: number): string => scalarSource(name, { indent: column, implicitKey: true }) ?? name;
const scalar = (value: PlainValue, column: number): string =>
  isPlainList(value) ? '[]' : isPlainGroup(value) ? '{}' : (scalarSource(value, { indent: column }) ?? '');
/** A single value, `[]` or `{}`: what stands on the line of its key or `-`. */
const onOneLine = (value: PlainValue): boolean =>
  isPlainList(value) ? value.length === 0 : isPlainGroup(value) ? Object.keys(value).length === 0 : true;

/** `key: value` at `column`, nested values on the lines below. No line break at the end. */
export function blockEntry(name: string, value: PlainValue, column: number): string {
  const head = `${' '.repeat(column)}${key(name, column)}:`;
  if (onOneLine(value)) return `${head} ${scalar(value, column + 2)}`;
  return `${head}\n${blockLines(value, column + 2)}`;
}

/** `- value` at `column`; a group's first field stays on the `-` line. No line break at the end. */
export function blockItem(value: PlainValue, column: number): string {
  const dash = `${' '.repeat(column)}- `;
  if (onOneLine(value)) return `${dash}${scalar(value, column + 2)}`;
  return `${dash}${blockLines(value, column + 2).slice(column + 2)}`;
}

/** The lines of a non-empty list or group, starting at `column`. */
function blockLines(value: PlainValue, column: number): string {
  if (isPlainList(value)) return value.map((item) => blockItem(item, column)).join('\n');
  return Object.entries(isPlainGroup(value) ? value : {})
    .map(([name, field]) => blockEntry(name, field, column))
    .join('\n');
}

/** A value on one line, as flow collections hold it: `[a, b]`, `{ label: Demo, href: /demo }`. */
export function flowValue(value: PlainValue): string {
  if (isPlainList(value)) return `[${value.map(flowValue).join(', ')}]`;
  if (isPlainGroup(value)) {
    const entries = Object.entries(value).map(
      ([name, field]) => `${scalarSource(name, { indent: 0, inFlow: true, implicitKey: true }) ?? name}: ${flowValue(field)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return scalarSource(value, { indent: 0, inFlow: true }) ?? '';
}

/** Why a value cannot be written to YAML as it is (a number that is not finite), if it cannot. */
export function unwritable(value: PlainValue): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return `${value} is not a number a page can hold.`;
  const children = isPlainList(value) ? value : isPlainGroup(value) ? Object.values(value) : [];
  for (const child of children) {
    const reason = unwritable(child);
    if (reason) return reason;
  }
  return undefined;
}
